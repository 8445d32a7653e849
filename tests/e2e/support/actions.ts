import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./server";

type ManifestEntry = { workers: Record<string, unknown>; filename: string; exportedName: string };
export type DiscoveredAction = { id: string; name: string; page: string };

const distDir = path.join(repoRoot, process.env.NEXT_DIST_DIR || ".next");

/** Every server action of the build, from the build's own manifest: none can be forgotten. */
export function discoverActions(): DiscoveredAction[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "server/server-reference-manifest.json"), "utf8"));
  return Object.entries(manifest.node as Record<string, ManifestEntry>).map(([id, entry]) => {
    const worker = Object.keys(entry.workers)[0];
    const page =
      "/" +
      worker
        .replace(/^app\//, "")
        .replace(/\/(page|route)$/, "")
        .split("/")
        // Route groups and parallel-route slots (@name) name no segment; the public pages' [locale] is Spanish, unprefixed.
        .filter((s) => !/^\(.*\)$/.test(s) && !s.startsWith("@") && s !== "page" && s !== "[locale]")
        .map((s) => (s.startsWith("[") ? "00000000-0000-0000-0000-000000000000" : s))
        .join("/");
    return { id, name: `${entry.filename}#${entry.exportedName}`, page: page.replace(/\/+$/, "") || "/" };
  });
}

/** Admin route handlers: every app route under /api/admin or /admin. */
export function discoverAdminRoutes(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "server/app-paths-manifest.json"), "utf8"));
  return Object.keys(manifest)
    .filter((p) => p.endsWith("/route") && (p.startsWith("/api/admin") || p.startsWith("/admin")))
    .map((p) => p.replace(/\/route$/, "").replace(/\[[^\]]+\]/g, "x"));
}

/** Calls a server action the way the browser does: POST to its page with the `Next-Action` id. */
export async function postAction(baseURL: string, action: Pick<DiscoveredAction, "id" | "page">, args: unknown[], headers: Record<string, string> = {}) {
  const res = await fetch(`${baseURL}${action.page}`, {
    method: "POST",
    redirect: "manual",
    headers: { "next-action": action.id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin: baseURL, ...headers },
    body: JSON.stringify(args),
  });
  // A form action answers a refusal with a redirect (Next sends its target in this header).
  return { status: res.status, body: await res.text(), redirect: res.headers.get("x-action-redirect") };
}

/**
 * The admin's form actions (posted without JavaScript): they answer with a redirect or the page,
 * never a value, so they cannot return a refusal code either: they redirect to sign-in or to
 * Access Denied.
 */
export const ADMIN_FORM_ACTIONS = new Set([
  "src/contact/actions.ts#deleteAllContactMessagesFormAction",
  // The sales pipeline: every form posts without JavaScript.
  "src/leads/actions.ts#changeLeadStageFormAction",
  "src/leads/actions.ts#assignLeadFormAction",
  "src/leads/actions.ts#setLeadNextActionFormAction",
  "src/leads/actions.ts#setLeadValueFormAction",
  "src/leads/actions.ts#addLeadNoteFormAction",
  "src/leads/actions.ts#createLeadFormAction",
  "src/users/actions.ts#setAdminLanguageAction",
  "src/users/actions.ts#setUserRoleFormAction",
  "src/blocks/actions.ts#addBlockFormAction",
  // The edit page's schedule, posted on its own without JavaScript.
  "src/projects/actions.ts#scheduleProjectFormAction",
  // The reviews screens: every form posts without JavaScript.
  "src/reviews/actions.ts#saveReviewFormAction",
  "src/reviews/actions.ts#setReviewStatusFormAction",
  "src/reviews/actions.ts#deleteReviewFormAction",
  "src/reviews/actions.ts#replyToReviewFormAction",
  "src/reviews/actions.ts#createReviewRequestFormAction",
  "src/reviews/actions.ts#revokeReviewRequestFormAction",
  // A project's preview links.
  "src/previews/actions.ts#createPreviewLinkFormAction",
  "src/previews/actions.ts#revokePreviewLinkFormAction",
  "src/drafts/actions.ts#publishChangesFormAction",
  "src/drafts/actions.ts#discardChangesFormAction",
  // "Confirmar" of a translation, one per translatable kind.
  "src/settings/actions.ts#confirmSettingsTranslationFormAction",
  // "Restaurar" on a version of the settings' history.
  "src/settings/actions.ts#restoreSettingsRevisionFormAction",
  // "Restaurar" on a version of a project's history.
  "src/revisions/actions.ts#restoreProjectRevisionFormAction",
  "src/categories/actions.ts#confirmCategoryTranslationFormAction",
  "src/projects/actions.ts#confirmProjectTranslationFormAction",
  "src/blocks/actions.ts#confirmBlockTranslationFormAction",
  "src/hero/actions.ts#confirmHeroTranslationFormAction",
  "src/about/actions.ts#confirmAboutTranslationFormAction",
  // The enquiries' privacy requests: find an address's enquiries, erase them.
  "src/leads/privacy-actions.ts#leadPrivacyAction",
]);
