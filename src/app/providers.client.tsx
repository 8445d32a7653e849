"use client";
import type { ReactNode } from "react";
import { LazyToaster } from "@/ui/lazy-toaster.client";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
