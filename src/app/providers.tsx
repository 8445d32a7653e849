"use client";
import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { LazyToaster } from "@/ui/lazy-toaster";

/** `nonce`: the page's CSP nonce, for the theme script that runs before the first paint. */
export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <ThemeProvider nonce={nonce} attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
      <LazyToaster />
    </ThemeProvider>
  );
}
