import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { PageHeader } from "@/admin/components/page-header";
import { adminMetadata } from "@/admin/metadata";
import { refusedArea } from "@/auth/admin/area-guard";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { LeadPrivacyForm, type LeadPrivacyWords } from "@/leads/admin/privacy-form.client";
import { LEAD_EXPORT_ROUTE } from "@/leads/privacy-paths";
import { leadPrivacyMessages } from "@/settings/admin/messages";
import { buttonVariants } from "@/ui/button";

export const generateMetadata = () => adminMetadata(leadPrivacyMessages, (m) => m.title);

/**
 * A person's data in the enquiries: export or erasure on request. Admin-only (the settings' area,
 * where the retention periods are): both reach every enquiry of a person at once.
 */
export default async function LeadPrivacyPage() {
  const denied = await refusedArea("settings");
  if (denied) return denied;
  const {
    none: _none,
    found: _found,
    eraseConfirm: _confirm,
    erased: _erased,
    changed: _changed,
    ...words
  } = messagesFor(leadPrivacyMessages, await adminLocale());
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader title={words.title} description={words.subtitle}>
        <Link href="/admin/settings#settings-section-lead-retention" className={buttonVariants({ variant: "outline" })}>
          <ArrowLeft aria-hidden />
          {words.backToSettings}
        </Link>
      </PageHeader>
      <LeadPrivacyForm exportRoute={LEAD_EXPORT_ROUTE} words={words satisfies LeadPrivacyWords} />
      <p className="text-sm text-muted-foreground">{words.retentionNote}</p>
    </div>
  );
}
