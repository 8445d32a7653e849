import { count, desc, eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { aboutGallery, auditLog, categories, heroImages, projects, SITE_SETTINGS_ID, siteSettings } from "@/db/schema";
import { removeDemoContentAction } from "@/dashboard/actions";
import { getSetupChecklist } from "@/dashboard/setup-checklist";
import { getStorage, keyFromMediaUrl } from "@/platform/storage";
import { createProject } from "@/projects/service";
import { lockWorkingCopy } from "@/drafts/working-copy";
import { projectSchema, emptyProjectForm } from "@/projects/validation";
import { seedDemo } from "@/seed/demo";
import { demoSettings } from "@/seed/content-site";
import { sendTestEmailAction } from "@/settings/actions";
import { settingsValidationMessages } from "@/settings/messages";
import { dashboardMessages } from "@/dashboard/admin/messages";
import { startSmtpSink } from "../support/smtp-sink";
import { signUp } from "./support/app-session";
import { it, test } from "./support/fixtures";
import { requestAs } from "./support/next-headers";

// The actions read the session from the request headers: each call says whose request it is.
vi.mock("next/headers", () => import("./support/next-headers"));

let database: Database;
let visitorCookie: string;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

/** The test-email form as the admin fills it in, to the SMTP sink unless `values` say otherwise. */
const testEmail = (values: Record<string, unknown> = {}) => ({
  smtpHost: "127.0.0.1",
  smtpPort: sink.port,
  smtpUsername: "avisos",
  smtpPassword: "x",
  smtpSecure: false,
  adminEmail: "jefa@obras.test",
  email: "",
  companyName: "Obras",
  ...values,
});
const steps = async () => Object.fromEntries((await getSetupChecklist(database.db)).steps.map((s) => [s.id, s.done]));
const rows = async (table: typeof projects | typeof categories | typeof heroImages | typeof aboutGallery) =>
  (await database.db.select({ n: count() }).from(table))[0].n;

test.beforeAll(async ({ app }) => {
  // The SMTP sink listens on a random port; the test-email action allows SMTP ports only by default.
  process.env.SMTP_ALLOWED_PORTS = "any";
  database = app.database;
  sink = await startSmtpSink({ auth: { username: "avisos", password: "x" } });
  expect(await seedDemo(database.db, { storage: getStorage(), photoWidth: 400 })).toBe(true);
  visitorCookie = (await signUp(database, { email: "vecino@obras.test" })).cookie;
}, 240_000);
test.afterAll(async () => {
  await sink?.close();
});

describe("demo content removal", () => {
  it("a seeded site starts with nothing of its own ticked, and demo content present", async () => {
    const setup = await getSetupChecklist(database.db);
    expect(setup.demoContent).toBe(true);
    expect(setup.complete).toBe(false);
    expect(await steps()).toEqual({ company: false, identity: false, logo: false, smtp: false, hero: false, project: false });
  });

  it("is refused to a non-admin and without the confirmation; nothing is removed", async ({ admin }) => {
    requestAs(visitorCookie);
    expect(await removeDemoContentAction({ confirm: true })).toMatchObject({ ok: false, code: "forbidden" });
    admin.signIn();
    expect(await removeDemoContentAction({})).toMatchObject({ ok: false, code: "invalid" });
    expect(await rows(projects)).toBe(7);
  });

  it("removes demo projects, categories, hero and About images with their files; keeps what the admin typed and made", async ({ admin }) => {
    // The admin typed their own phone, and made a category and a project of their own in a demo category.
    await database.db.update(siteSettings).set({ phoneNumber: "+34 986 999 000" }).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    const [cocinas] = await database.db.select().from(categories).where(eq(categories.slug, "cocinas"));
    const [own] = await database.db.insert(categories).values({ name: "Carpintería", slug: "carpinteria" }).returning();
    await database.db.transaction((tx) =>
      createProject(tx, projectSchema.parse({ ...emptyProjectForm, title: "Cocina en Tui", slug: "cocina-en-tui", categoryId: cocinas.id, published: false })),
    );
    // A published demo project with unpublished changes: its working copy goes with it.
    const [demo] = await database.db.select().from(projects).where(eq(projects.published, true)).limit(1);
    await database.db.transaction((tx) => lockWorkingCopy(tx, demo.id));
    const demoFiles = (await database.db.select({ url: heroImages.imageUrl }).from(heroImages)).map((r) => r.url);
    const storage = getStorage();
    for (const url of demoFiles) expect(await storage.exists(keyFromMediaUrl(url)!)).toBe(true);

    admin.signIn();
    const result = await removeDemoContentAction({ confirm: true });
    expect(result.ok).toBe(true);
    expect(result.ok && result.data).toMatchObject({ projects: 7, heroImages: 3, aboutImages: 4, categories: 4 });

    expect((await database.db.select({ slug: projects.slug }).from(projects)).map((p) => p.slug)).toEqual(["cocina-en-tui"]);
    expect((await database.db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug).sort()).toEqual(["carpinteria", "cocinas"]);
    expect(own.id).toBeTruthy();
    expect(await rows(heroImages)).toBe(0);
    expect(await rows(aboutGallery)).toBe(0);
    for (const url of demoFiles) expect(await storage.exists(keyFromMediaUrl(url)!), url).toBe(false);

    const [settings] = await database.db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect(settings.phoneNumber).toBe("+34 986 999 000");
    expect(settings.address).toBeNull();
    expect(settings.companyDescription).toBeNull();
    expect(settings.servicesList).toEqual([]);
    expect(settings.companyName).toBe(demoSettings.companyName);
    expect(settings.privacyPolicyUrl).toBe("/politica-de-privacidade");
    // The demo's Galician and English texts go too (they would keep the invented company on /gl and /en); the links' names stay with the links.
    expect(settings.translations).toEqual({
      gl: { quickLinkNames: demoSettings.translations?.gl?.quickLinkNames },
      en: { quickLinkNames: demoSettings.translations?.en?.quickLinkNames },
    });

    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "demo.remove", entity: "demo_content" });
    expect((await getSetupChecklist(database.db)).demoContent).toBe(false);
  });
});

describe("setup checklist", () => {
  it("ticks each step as its data is saved, and is complete at the end", async ({ admin }) => {
    expect(await steps()).toEqual({ company: false, identity: false, logo: false, smtp: false, hero: false, project: false });

    await database.db
      .update(siteSettings)
      .set({ companyDescription: "Reformas en Tui desde 1998.", address: "Rúa Nova 3, Tui", email: "ola@obras-tui.test" })
      .where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect(await steps()).toMatchObject({ company: true });

    // The legal details count once every one of them is given.
    const identity = {
      legalName: "Obras Tui S.L.",
      taxId: "B12345674",
      registeredAddress: "Rúa Nova 3, 36700 Tui",
      registryDetails: "Registro Mercantil de Pontevedra, hoja PO-1",
    };
    await database.db
      .update(siteSettings)
      .set({ ...identity, registryDetails: null })
      .where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect((await steps()).identity).toBe(false);
    await database.db.update(siteSettings).set(identity).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect((await steps()).identity).toBe(true);

    await database.db.update(siteSettings).set({ logoUrl: "/media/logo/logo.png" }).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    expect((await steps()).logo).toBe(true);

    await database.db.update(siteSettings).set({ smtpHost: "127.0.0.1", smtpUsername: "avisos" }).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    admin.signIn();
    const failed = await sendTestEmailAction(testEmail({ smtpPort: 1 }));
    expect(failed.ok).toBe(false);
    expect((await steps()).smtp).toBe(false);
    const sent = await sendTestEmailAction(testEmail());
    expect(sent, JSON.stringify(sent)).toMatchObject({ ok: true });
    expect((await steps()).smtp).toBe(true);

    await database.db.insert(heroImages).values({ imageUrl: "/media/hero/tui.jpg", title: "Reformamos en Tui", orderIndex: 1 });
    expect((await steps()).hero).toBe(true);

    expect((await steps()).project).toBe(false);
    await database.db.update(projects).set({ published: true }).where(eq(projects.slug, "cocina-en-tui"));
    const setup = await getSetupChecklist(database.db);
    expect(setup.steps.every((s) => s.done)).toBe(true);
    expect(setup.complete).toBe(true);
  });
});

describe("the person's admin language", () => {
  it("the demo removal and the test email answer in Galician and English, the email itself too", async ({ admin }) => {
    admin.signIn();
    const typed = testEmail({ companyName: "" });
    try {
      await admin.speaks("gl");
      expect(await removeDemoContentAction({})).toMatchObject({ ok: false, code: "invalid", error: dashboardMessages.gl.demo.confirmRequired });
      expect(await sendTestEmailAction({ ...typed, smtpHost: " " })).toMatchObject({
        ok: false,
        fieldErrors: { smtpHost: settingsValidationMessages.gl.testEmailNoHost },
      });

      await admin.speaks("en");
      expect(await removeDemoContentAction({})).toMatchObject({ ok: false, error: "Confirm the deletion" });
      expect(await sendTestEmailAction({ ...typed, smtpHost: "127.0.0.1", adminEmail: "english@obras.test" })).toMatchObject({ ok: true });
      const mail = await sink.waitFor((x) => x.to.includes("english@obras.test"));
      expect(mail.raw).toContain("This is a test email");
    } finally {
      await admin.speaks("es");
    }
  });
});
