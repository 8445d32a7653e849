"use client";
import { Toaster as Sonner, useSonner } from "sonner";
import { useTheme } from "./theme.client";
import { useToastClearance } from "./use-toast-clearance.client";
import { useToastTiming } from "./use-toast-timing.client";

/**
 * Toasts at the bottom right (full width on a phone): the top bar holds the menu, the language and
 * the account, and a toast there covered them. They rise above a sticky save bar or the sidebar's
 * sign-out when one is under them. How long each stays is useToastTiming's (src/ui/toast-timing.ts),
 * so sonner's own timer is off.
 */
export function Toaster() {
  const { toasts } = useSonner();
  useToastTiming(toasts);
  const bottom = useToastClearance(toasts.length > 0);
  return <Sonner theme={useTheme()} richColors closeButton position="bottom-right" duration={Infinity} offset={{ bottom }} mobileOffset={{ bottom }} />;
}
