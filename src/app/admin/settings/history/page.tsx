import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { PageHeader } from "@/admin/components/page-header";
import { firstParam } from "@/admin/list-query";
import { adminMetadata } from "@/admin/metadata";
import { refusedArea } from "@/auth/admin/area-guard";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { formatDateTime } from "@/lib/dates";
import { getSettingsHistory } from "@/settings/admin-queries";
import { HistoryAnswer } from "@/settings/admin/history-answer";
import { revisionSummary } from "@/settings/admin/history-labels";
import { settingsHistoryMessages } from "@/settings/admin/messages";
import { parseSettingsHistoryAnswer, SETTINGS_HISTORY } from "@/settings/history-paths";
import { settingsMessages } from "@/settings/messages";
import { Badge } from "@/ui/badge";
import { buttonVariants } from "@/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";

export const generateMetadata = () => adminMetadata(settingsHistoryMessages, (m) => m.title);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The last saves of the settings, newest first: who, when, what changed, and a link to each. */
export default async function SettingsHistoryPage({ searchParams }: Props) {
  const denied = await refusedArea("settings");
  if (denied) return denied;
  const locale = await adminLocale();
  const h = messagesFor(settingsHistoryMessages, locale);
  const m = messagesFor(settingsMessages, locale);
  const answer = parseSettingsHistoryAnswer(firstParam((await searchParams).aviso));
  const rows = await getSettingsHistory();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={h.title} description={h.subtitle}>
        <Link href="/admin/settings" className={buttonVariants({ variant: "outline" })}>
          <ArrowLeft aria-hidden />
          {h.back}
        </Link>
      </PageHeader>
      <HistoryAnswer h={h} answer={answer} />
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{h.empty}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{h.date}</TableHead>
              <TableHead>{h.author}</TableHead>
              <TableHead>{h.changes}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, i) => {
              const date = formatDateTime(row.createdAt);
              return (
                <TableRow key={row.id}>
                  <TableCell className="whitespace-nowrap">
                    <Link href={`${SETTINGS_HISTORY}/${row.id}`} aria-label={h.view(date)} className="font-medium underline-offset-4 hover:underline">
                      {date}
                    </Link>
                    {i === 0 ? (
                      <Badge variant="secondary" className="ml-2">
                        {h.current}
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell>{row.author ?? h.removedUser}</TableCell>
                  <TableCell>{revisionSummary(row, m, h, formatDateTime)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
