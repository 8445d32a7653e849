import { refusedArea } from "@/auth/admin/area-guard";
import { PageHeader } from "@/admin/components/page-header";
import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { loadAssignees } from "@/leads/admin-queries";
import { ManualLeadForm } from "@/leads/admin/manual-lead-form.client";
import { leadAdminMessages } from "@/leads/admin/messages";
import { MANUAL_SOURCES, MANUAL_STAGES } from "@/leads/stages";

export const generateMetadata = () => adminMetadata(leadAdminMessages, (m) => m.newTitle);

export default async function NewLeadPage() {
  const denied = await refusedArea("enquiries");
  if (denied) return denied;
  const m = messagesFor(leadAdminMessages, await adminLocale());
  const { assignees, viewerId } = await loadAssignees();
  const mayTake = assignees.some((a) => a.id === viewerId);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title={m.newTitle} description={m.newSubtitle} />
      <ManualLeadForm
        labels={{ ...m.form, title: m.newTitle }}
        sources={MANUAL_SOURCES.map((s) => ({ value: s, label: m.sources[s] }))}
        stages={MANUAL_STAGES.map((s) => ({ value: s, label: m.stages[s] }))}
        assignees={assignees.map((a) => ({ value: a.id, label: a.name || a.email }))}
        values={{
          name: "",
          email: "",
          phone: "",
          subject: "",
          message: "",
          source: "phone",
          stage: "nuevo",
          value: "",
          // Whoever takes the call usually follows it up.
          assignee: mayTake ? viewerId : "",
          nextAction: "",
          nextActionOn: "",
        }}
      />
    </div>
  );
}
