import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { auditLog, heroImages, projects, SITE_SETTINGS_ID, siteSettings } from "@/db/schema";
import { demoSettings } from "@/seed/content-site";
import { hasDemoContent, ownHeroCondition, ownProjectCondition } from "./demo-content";

/**
 * First run: what the company still has to put in before the site shows its own data. Each
 * step is ticked from the database (never from a flag the admin sets), so it ticks itself as
 * the data arrives; the card goes away once every step is done and no demo content is left.
 */

export type SetupStepId = "company" | "identity" | "logo" | "smtp" | "hero" | "project";
/** A step's label and hint are the dashboard catalogue's (`setup.steps[id]`). */
export type SetupStep = { id: SetupStepId; href: string; done: boolean };
export type SetupChecklist = { steps: SetupStep[]; complete: boolean; demoContent: boolean };

const STEPS: Record<SetupStepId, string> = {
  company: "/admin/settings",
  identity: "/admin/settings",
  logo: "/admin/settings",
  smtp: "/admin/settings",
  hero: "/admin/hero-images",
  project: "/admin/projects/new",
};

const filled = (v: string | null | undefined) => typeof v === "string" && v.trim() !== "";
/** Filled in, and not the demo's invented value. */
const own = (v: string | null | undefined, demo: string | null | undefined) => filled(v) && v!.trim() !== (demo ?? "").trim();

export async function getSetupChecklist(db: Queryable): Promise<SetupChecklist> {
  const [[settings], [hero], [project], demoContent] = await Promise.all([
    db
      .select({
        companyDescription: siteSettings.companyDescription,
        address: siteSettings.address,
        phoneNumber: siteSettings.phoneNumber,
        email: siteSettings.email,
        legalName: siteSettings.legalName,
        taxId: siteSettings.taxId,
        registeredAddress: siteSettings.registeredAddress,
        registryDetails: siteSettings.registryDetails,
        logoUrl: siteSettings.logoUrl,
        smtpHost: siteSettings.smtpHost,
      })
      .from(siteSettings)
      .where(eq(siteSettings.id, SITE_SETTINGS_ID)),
    db.select({ id: heroImages.id }).from(heroImages).where(ownHeroCondition).limit(1),
    db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.published, true), ownProjectCondition))
      .limit(1),
    hasDemoContent(db),
  ]);
  const host = settings?.smtpHost?.trim() ?? "";
  // A test e-mail that reached the server now saved: the audit log keeps each attempt's outcome.
  const [tested] = host
    ? await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.action, "settings.test-email"), sql`${auditLog.details}->>'ok' = 'true'`, sql`${auditLog.details}->>'host' = ${host}`))
        .limit(1)
    : [];

  const done: Record<SetupStepId, boolean> = {
    company:
      own(settings?.companyDescription, demoSettings.companyDescription) &&
      own(settings?.address, demoSettings.address) &&
      own(settings?.phoneNumber, demoSettings.phoneNumber) &&
      own(settings?.email, demoSettings.email),
    // The law's details (Ley 34/2002, art. 10); the demo has none to mistake for the company's.
    identity: [settings?.legalName, settings?.taxId, settings?.registeredAddress, settings?.registryDetails].every(filled),
    logo: filled(settings?.logoUrl),
    smtp: !!tested,
    hero: !!hero,
    project: !!project,
  };
  const steps = (Object.keys(STEPS) as SetupStepId[]).map((id) => ({ id, href: STEPS[id], done: done[id] }));
  return { steps, complete: steps.every((s) => s.done), demoContent };
}
