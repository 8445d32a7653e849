import { Ban } from "lucide-react";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { formatDateTime } from "@/lib/dates";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { revokePreviewLinkFormAction } from "../actions";
import { PREVIEW_TTL_DAYS } from "../link";
import type { PreviewRow } from "../service";
import { previewAdminMessages } from "./messages";
import { PreviewLinkForm } from "./preview-link-form.client";

/** `?vista-previa=` on the project form after "Revocar": the outcome to announce. */
export const PREVIEW_NOTICE_PARAM = "vista-previa";
export type PreviewNotice = "revocada" | "error";
export const parsePreviewNotice = (value: unknown): PreviewNotice | null => (value === "revocada" || value === "error" ? value : null);

/** `upToDate`: published with no unpublished changes, so its public page is all there is to see. */
type Props = { projectId: string; upToDate: boolean; links: PreviewRow[]; notice: PreviewNotice | null };

/**
 * The project form's "Vista previa" card, drawn on the server: make a link (a project off the
 * site or with unpublished changes; the link is shown once) and see and revoke the ones made. Every button is a
 * form, so it works without JavaScript.
 */
export async function PreviewLinks({ projectId, upToDate, links, notice }: Props) {
  const m = messagesFor(previewAdminMessages, await adminLocale());
  return (
    <section id="preview-links" aria-labelledby="preview-links-title" className="flex scroll-mt-20 flex-col gap-4 rounded-lg border bg-card p-6">
      <div>
        <h2 id="preview-links-title" className="text-lg font-semibold">
          {m.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{upToDate ? m.publishedNote : m.description(PREVIEW_TTL_DAYS)}</p>
      </div>
      {notice === "revocada" ? (
        <p
          role="status"
          className="rounded-md border border-emerald-600/40 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {m.revoked}
        </p>
      ) : notice === "error" ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive">
          {m.revokeError}
        </p>
      ) : null}
      {upToDate ? null : <PreviewLinkForm projectId={projectId} words={{ create: m.create, linkTitle: m.linkTitle, copy: m.copy, copied: m.copied }} />}
      {links.length ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{m.listTitle}</h3>
          <ul className="divide-y rounded-md border">
            {links.map((link) => (
              <li key={link.id} data-preview-row={link.state} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
                <span className="tabular-nums">
                  {m.created} {formatDateTime(link.createdAt)}
                </span>
                <span className="tabular-nums text-muted-foreground">
                  {m.expires} {formatDateTime(link.expiresAt)}
                </span>
                <span className="text-muted-foreground">{link.author ?? m.unknownAuthor}</span>
                <Badge variant={link.state === "open" ? "default" : "secondary"}>{m.states[link.state]}</Badge>
                {link.state === "open" ? (
                  <form method="post" action={revokePreviewLinkFormAction} className="ml-auto">
                    <input type="hidden" name="id" value={link.id} />
                    <input type="hidden" name="projectId" value={projectId} />
                    <Button type="submit" variant="ghost" size="sm" aria-label={m.revokeOf(formatDateTime(link.createdAt))}>
                      <Ban aria-hidden />
                      {m.revoke}
                    </Button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{m.none}</p>
      )}
    </section>
  );
}
