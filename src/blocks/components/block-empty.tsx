import type { ReactNode } from "react";

/** The public renderer's placeholder for a block with nothing to show. */
export function BlockEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}
