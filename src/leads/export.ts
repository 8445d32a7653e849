import { asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { contactMessages, leadEvents, leadPhotos, projects, type QuoteDetails } from "@/db/schema";
import { getStorage, type Storage } from "@/platform/storage";
import { leadsOfEmail } from "./erase";
import type { ZipEntry } from "./zip";

/**
 * What a person gets when they ask for their data (GDPR arts. 15 and 20): every enquiry sent with
 * their e-mail address, blocked ones included, with its timeline and quote details, as
 * `datos.json`, and the photos they sent beside it. Staff are not named (their data is not the
 * person's); whether a step was the staff's or the site's is.
 */

export type ExportedPhoto = { file: string; contentType: string; bytes: number; width: number; height: number; sentAt: string };
export type ExportedEvent = {
  at: string;
  kind: string;
  byStaff: boolean;
  fromStage: string | null;
  toStage: string | null;
  body: string | null;
  details: Record<string, unknown> | null;
};
export type ExportedLead = {
  id: string;
  receivedAt: string;
  source: string;
  name: string;
  email: string | null;
  phone: string | null;
  subject: string;
  message: string;
  /** The data-protection notice shown with the form and the commercial-messages choice. */
  noticeVersion: string | null;
  marketingConsent: boolean;
  quote: QuoteDetails | null;
  project: { id: string; title: string } | null;
  stage: string;
  lostReason: string | null;
  estimatedValue: number | null;
  nextAction: string | null;
  nextActionOn: string | null;
  lastActivityAt: string;
  wonAt: string | null;
  blockedAt: string | null;
  events: ExportedEvent[];
  photos: ExportedPhoto[];
};
export type LeadExport = { exportedAt: string; email: string; leads: ExportedLead[] };

/** A photo's place in the ZIP and where it is stored. */
export type PhotoFile = { file: string; key: string };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The file name a photo gets in the ZIP: its lead, its order, its stored extension. */
function photoFile(leadId: string, position: number, key: string): string {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(key)?.[1]?.toLowerCase() ?? "bin";
  return `fotos/${leadId}/${String(position + 1).padStart(2, "0")}.${ext}`;
}

/** Everything held about an address, and the photo files to add; reads only that address's rows (lower(email) index). */
export async function readLeadExport(db: Queryable, email: string, now: Date = new Date()): Promise<{ data: LeadExport; photos: PhotoFile[] }> {
  const leads = await db
    .select({ lead: contactMessages, projectTitle: projects.title })
    .from(contactMessages)
    .leftJoin(projects, eq(projects.id, contactMessages.projectId))
    .where(leadsOfEmail(email))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
  const ids = leads.map((l) => l.lead.id);
  const [events, photos] = ids.length
    ? await Promise.all([
        db.select().from(leadEvents).where(inArray(leadEvents.messageId, ids)).orderBy(asc(leadEvents.at), asc(leadEvents.id)),
        db.select().from(leadPhotos).where(inArray(leadPhotos.messageId, ids)).orderBy(asc(leadPhotos.position), asc(leadPhotos.createdAt)),
      ])
    : [[], []];
  const files: PhotoFile[] = [];
  const exported = leads.map(({ lead, projectTitle }): ExportedLead => {
    const own = photos.filter((p) => p.messageId === lead.id);
    return {
      id: lead.id,
      receivedAt: lead.createdAt.toISOString(),
      source: lead.source,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      subject: lead.subject,
      message: lead.message,
      noticeVersion: lead.noticeVersion,
      marketingConsent: lead.marketingConsent,
      quote: lead.quote ?? null,
      project: lead.projectId ? { id: lead.projectId, title: projectTitle ?? "" } : null,
      stage: lead.stage,
      lostReason: lead.lostReason,
      estimatedValue: lead.estimatedValue,
      nextAction: lead.nextAction,
      nextActionOn: lead.nextActionOn,
      lastActivityAt: lead.lastActivityAt.toISOString(),
      wonAt: iso(lead.wonAt),
      blockedAt: iso(lead.blockedAt),
      events: events
        .filter((e) => e.messageId === lead.id)
        .map((e) => ({
          at: e.at.toISOString(),
          kind: e.kind,
          byStaff: e.actorId !== null,
          fromStage: e.fromStage,
          toStage: e.toStage,
          body: e.body,
          details: e.details ?? null,
        })),
      photos: own.map((p, i) => {
        const file = photoFile(lead.id, i, p.storageKey);
        files.push({ file, key: p.storageKey });
        return { file, contentType: p.contentType, bytes: p.bytes, width: p.width, height: p.height, sentAt: p.createdAt.toISOString() };
      }),
    };
  });
  return { data: { exportedAt: now.toISOString(), email, leads: exported }, photos: files };
}

/**
 * The ZIP's entries: `datos.json` first, then each photo, opened from storage only when its turn
 * comes (one file open at a time, streamed through). A photo whose file is gone is left out.
 */
export function leadExportEntries(data: LeadExport, photos: PhotoFile[], storage: Storage = getStorage()): ZipEntry[] {
  return [
    { name: "datos.json", data: Buffer.from(JSON.stringify(data, null, 2) + "\n", "utf8") },
    ...photos.map(({ file, key }) => ({ name: file, data: async () => (await storage.get(key))?.stream ?? null })),
  ];
}
