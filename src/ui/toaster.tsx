"use client";
import { Toaster as Sonner } from "sonner";
import { useTheme } from "./theme";

export function Toaster() {
  return <Sonner theme={useTheme()} richColors closeButton position="top-right" />;
}
