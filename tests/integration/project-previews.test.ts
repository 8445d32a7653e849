import { and, eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { auditLog, projectPreviews, projects } from "@/db/schema";
import { hashLinkToken, newLinkToken } from "@/lib/link-token";
import { createPreviewLinkAction, createPreviewLinkFormAction, revokePreviewLinkAction } from "@/previews/actions";
import { previewAdminMessages } from "@/previews/admin/messages";
import { PREVIEW_TTL_DAYS } from "@/previews/link";
import { findPreviewByToken, listPreviewLinks, PREVIEW_LIST_LIMIT } from "@/previews/service";
import { readProjectForPreview } from "@/projects/queries";
import { it, ok, test } from "./support/fixtures";

/**
 * Preview links of a project: made by staff for an unpublished project only, kept as a hash,
 * open for 7 days unless revoked; a token opens the project it was made for, published or not,
 * and nothing once expired, revoked or forged.
 */

vi.mock("next/headers", () => import("./support/next-headers"));
// The form action asks Next to draw the page again; there is no Next here.
vi.mock("next/cache", () => ({ refresh: () => {} }));

let database: Database;
let draft: string;
let live: string;
const DAY = 24 * 60 * 60 * 1000;
const m = previewAdminMessages.es;

test.beforeAll(async ({ app }) => {
  database = app.database;
  [{ id: draft }, { id: live }] = await database.db
    .insert(projects)
    .values([
      { slug: "casa-sin-publicar", title: "Casa sin publicar", published: false },
      { slug: "casa-publicada", title: "Casa publicada", published: true },
    ])
    .returning({ id: projects.id });
});
test.beforeEach(async ({ admin }) => {
  admin.signIn();
  await admin.speaks("es");
});

describe("preview links: made by staff", () => {
  it("keeps the token's hash only, 7 days of life and who made it; audited on the project without the token", async ({ admin }) => {
    const { preview, token } = ok(await createPreviewLinkAction({ projectId: draft }));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.select().from(projectPreviews).where(eq(projectPreviews.id, preview.id));
    expect(row).toMatchObject({ projectId: draft, tokenHash: hashLinkToken(token), createdBy: admin.id, revokedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(PREVIEW_TTL_DAYS * DAY);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "project-preview.create"), eq(auditLog.entityId, draft)));
    expect(audit.userId).toBe(admin.id);
    expect(JSON.stringify(audit.details)).not.toContain(token);
  });

  it("refuses a published project (its public page is its preview) and one that does not exist, with a reason", async () => {
    expect(await createPreviewLinkAction({ projectId: live })).toMatchObject({ ok: false, error: m.alreadyPublished });
    expect(await createPreviewLinkAction({ projectId: crypto.randomUUID() })).toMatchObject({ ok: false, error: m.projectGone });
    expect(await createPreviewLinkAction({ projectId: "no-es-un-id" })).toMatchObject({ ok: false, code: "invalid" });
  });

  it("the form answers with the whole link once, in the site's Spanish address, and its expiry in the person's language", async ({ admin }) => {
    await admin.speaks("gl");
    const form = new FormData();
    form.append("projectId", draft);
    const answer = await createPreviewLinkFormAction({ seq: 0, created: null, error: null }, form);
    expect(answer.error).toBeNull();
    expect(answer.created?.url).toMatch(/^https?:\/\/[^/]+\/vista-previa\/[A-Za-z0-9_-]{43}$/);
    expect(answer.created?.note).toMatch(/^Cópiea agora/);
    const token = answer.created!.url.split("/").pop()!;
    expect(await findPreviewByToken(database.db, token)).toEqual({ projectId: draft, state: "open" });
  });

  it("lists a project's newest links first, at most the limit, with their state and author", async () => {
    for (let i = 0; i < PREVIEW_LIST_LIMIT + 2; i++) ok(await createPreviewLinkAction({ projectId: draft }));
    const list = await listPreviewLinks(database.db, draft);
    expect(list).toHaveLength(PREVIEW_LIST_LIMIT);
    const times = list.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({ state: "open", author: expect.any(String) });
    expect(list.every((row) => row.author === list[0].author)).toBe(true);
    expect(await listPreviewLinks(database.db, live)).toEqual([]);
  });
});

describe("preview links: opened", () => {
  it("a token opens its project's preview, unpublished as it is, with what a visitor would see", async () => {
    const { token } = ok(await createPreviewLinkAction({ projectId: draft }));
    const found = await findPreviewByToken(database.db, token);
    expect(found).toEqual({ projectId: draft, state: "open" });
    const shown = await readProjectForPreview(found!.projectId);
    expect(shown).toMatchObject({ shows: "unpublished", record: { id: draft, slug: "casa-sin-publicar", title: "Casa sin publicar" } });
  });

  it("expired, it reads as expired; revoked, as revoked (even once past its date), and revoking again changes nothing", async () => {
    const { preview, token } = ok(await createPreviewLinkAction({ projectId: draft }));
    const later = new Date(Date.now() + PREVIEW_TTL_DAYS * DAY + 1000);
    expect(await findPreviewByToken(database.db, token, later)).toEqual({ projectId: draft, state: "expired" });

    ok(await revokePreviewLinkAction({ id: preview.id }));
    expect(await findPreviewByToken(database.db, token)).toEqual({ projectId: draft, state: "revoked" });
    expect(await findPreviewByToken(database.db, token, later)).toEqual({ projectId: draft, state: "revoked" });
    const [first] = await database.db.select({ at: projectPreviews.revokedAt }).from(projectPreviews).where(eq(projectPreviews.id, preview.id));
    ok(await revokePreviewLinkAction({ id: preview.id }));
    const [again] = await database.db.select({ at: projectPreviews.revokedAt }).from(projectPreviews).where(eq(projectPreviews.id, preview.id));
    expect(again.at).toEqual(first.at);
    expect(await revokePreviewLinkAction({ id: crypto.randomUUID() })).toMatchObject({ ok: false, error: m.linkGone });
  });

  it("a forged, malformed or unknown token opens nothing, and no query runs for a malformed one", async () => {
    const { token } = ok(await createPreviewLinkAction({ projectId: draft }));
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await findPreviewByToken(database.db, forged)).toBeNull();
    expect(await findPreviewByToken(database.db, newLinkToken().token)).toBeNull();
    const select = vi.spyOn(database.db, "select");
    for (const bad of ["", "abc", `${token}x`, null, 42]) expect(await findPreviewByToken(database.db, bad)).toBeNull();
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();
  });

  it("deleting the project deletes its links: their tokens open nothing", async () => {
    const [{ id }] = await database.db.insert(projects).values({ slug: "casa-borrada", title: "Casa borrada" }).returning({ id: projects.id });
    const { token } = ok(await createPreviewLinkAction({ projectId: id }));
    await database.db.delete(projects).where(eq(projects.id, id));
    expect(await findPreviewByToken(database.db, token)).toBeNull();
  });
});
