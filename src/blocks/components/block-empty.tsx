import type { ReactNode } from "react";

/** The public renderer's notice in place of a block it cannot draw (a type this version does not know). */
export function BlockEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}
