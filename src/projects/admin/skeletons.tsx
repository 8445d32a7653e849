import { NoScriptReveal } from "@/admin/components/no-script-reveal";
import { Skeleton } from "@/ui/skeleton";

/** A page of the projects list while it loads (the header and search stay): the spec's 5 skeleton rows; `label` is the status read out, in the person's language. */
export function ProjectsListSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-4" aria-busy="true" data-list-skeleton>
      <NoScriptReveal />
      <span role="status" className="sr-only">
        {label}
      </span>
      <Skeleton className="h-10 w-64" />
      <div className="overflow-hidden rounded-md border">
        <div className="h-11 border-b bg-muted/50" />
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} data-skeleton-row className="flex items-center gap-4 border-b px-4 py-3 last:border-0">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-2/5" />
            </div>
            <Skeleton className="hidden h-4 w-24 md:block" />
            <Skeleton className="hidden h-4 w-24 lg:block" />
            <Skeleton className="hidden h-5 w-20 rounded-full sm:block" />
            <Skeleton className="hidden h-4 w-20 lg:block" />
            <Skeleton className="h-8 w-24" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The project form while it loads (without JavaScript, the form once streamed: its "Confirmar" forms post). */
export function ProjectFormSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6" aria-busy="true" data-list-skeleton>
      <NoScriptReveal />
      <span role="status" className="sr-only">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <Skeleton className="size-10" />
        <Skeleton className="h-8 w-52" />
      </div>
      <Skeleton className="h-10 w-full max-w-xl" />
      <div className="space-y-5 rounded-lg border p-6">
        <Skeleton className="h-6 w-48" />
        <div className="grid gap-5 md:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </div>
        <div className="space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-16 w-full" />
        </div>
        <div className="space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
    </div>
  );
}
