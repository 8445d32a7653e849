import { cn } from "@/lib/cn";

/** `label`: what is loading, in the page's language (read by screen readers). */
export function Spinner({ className, label }: { className?: string; label: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center p-8", className)}>
      <span className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
