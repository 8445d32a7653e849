import { PageHeader } from "@/admin/components/page-header";
import type { LeadAdminMessages } from "./messages";

/** The pipeline could not be read (the database is down): the page says so, the log says why. */
export function LeadsLoadError({ m }: { m: LeadAdminMessages }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description={m.subtitle} />
      <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive">
        {m.loadError}
      </p>
    </div>
  );
}
