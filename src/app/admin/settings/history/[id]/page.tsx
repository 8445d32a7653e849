import { ArrowLeft, RotateCcw } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { PageHeader } from "@/admin/components/page-header";
import { adminMetadata } from "@/admin/metadata";
import { refusedArea } from "@/auth/admin/area-guard";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { formatDateTime } from "@/lib/dates";
import { restoreSettingsRevisionFormAction } from "@/settings/actions";
import { getSettingsRevision } from "@/settings/admin-queries";
import { revisionSummary } from "@/settings/admin/history-labels";
import { settingsHistoryMessages } from "@/settings/admin/messages";
import { RevisionValues } from "@/settings/admin/revision-values";
import { SETTINGS_HISTORY } from "@/settings/history-paths";
import { settingsMessages } from "@/settings/messages";
import { Button, buttonVariants } from "@/ui/button";
import { Card, CardContent } from "@/ui/card";

export const generateMetadata = () => adminMetadata(settingsHistoryMessages, (m) => m.title);

type Props = { params: Promise<{ id: string }> };

/** One kept save, read-only, with "Restaurar" (a plain form: it works before any script). */
export default async function SettingsRevisionPage({ params }: Props) {
  const denied = await refusedArea("settings");
  if (denied) return denied;
  const { id } = await params;
  const found = z.uuid().safeParse(id).success ? await getSettingsRevision(id) : null;
  if (!found) notFound();
  const { revision, restorable } = found;
  const locale = await adminLocale();
  const h = messagesFor(settingsHistoryMessages, locale);
  const m = messagesFor(settingsMessages, locale);
  const date = formatDateTime(revision.createdAt);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={h.versionTitle(date)}
        description={`${h.versionBy(revision.author ?? h.removedUser)} · ${revisionSummary(revision, m, h, formatDateTime)}`}
      >
        <Link href={SETTINGS_HISTORY} className={buttonVariants({ variant: "outline" })}>
          <ArrowLeft aria-hidden />
          {h.backToHistory}
        </Link>
      </PageHeader>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <p className="text-sm text-muted-foreground">{h.versionHint}</p>
          {restorable.ok ? (
            <form action={restoreSettingsRevisionFormAction} method="post">
              <input type="hidden" name="id" value={revision.id} />
              <Button type="submit">
                <RotateCcw aria-hidden />
                {h.restore}
              </Button>
            </form>
          ) : (
            <p role="alert" className="text-sm font-medium text-destructive">
              {h.restoreInvalid(restorable.reason)}
            </p>
          )}
        </CardContent>
      </Card>
      <p className="text-sm text-muted-foreground">{h.changedLegend}</p>
      <RevisionValues snapshot={revision.snapshot} changed={revision.changed} m={m} h={h} locale={locale} />
    </div>
  );
}
