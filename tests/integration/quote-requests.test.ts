import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, vi } from "vitest";
import { contactMessages, leadPhotos, projects, user } from "@/db/schema";
import { getStorage, readObject } from "@/platform/storage";
import { quoteCatalogue } from "@/leads/quote/messages";
import { quoteAdminMessages } from "@/leads/quote/admin/messages";
import { contactFormCatalogue } from "@/contact/messages";
import { signUp } from "./support/app-session";
import { requestAs } from "./support/next-headers";
import { it, plainJpeg, test, type Category } from "./support/fixtures";

vi.mock("next/headers", () => import("./support/next-headers"));
// Outside a Next request there is no `after()`: the notification is scheduled and forgotten.
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), after: () => {} }));

const q = quoteCatalogue.es;
const c = contactFormCatalogue.es;
const MB = 1024 * 1024;

let category: Category;
let route: typeof import("@/app/api/quote-requests/route");
let photoRoute: typeof import("@/app/api/admin/leads/[id]/photos/[photoId]/route");
let mediaRoute: typeof import("@/app/media/[...key]/route");

test.beforeAll(async ({ admin, category: cocinas }) => {
  void admin;
  category = cocinas;
  process.env.CONTACT_RATE_LIMIT = "50";
  route = await import("@/app/api/quote-requests/route");
  photoRoute = await import("@/app/api/admin/leads/[id]/photos/[photoId]/route");
  mediaRoute = await import("@/app/media/[...key]/route");
});

let addressCounter = 0;
/** A different client for each request unless one is given: the shared rate limit stays out of the way. */
const nextAddress = () => `203.0.113.${++addressCounter}`;

const fields = () => ({
  name: "Uxía Castro",
  email: "uxia@example.com",
  phone: "600 123 456",
  subject: "",
  message: "Queremos reformar la cocina entera.",
  category: category.id,
  municipality: "Vigo",
  area: "25",
  budget: "10000-30000",
  start: "1-3-meses",
  channel: "phone",
  callTime: "por las mañanas",
});

type Photo = { name: string; type: string; data: Buffer };

function quoteRequest(
  values: Record<string, string>,
  photos: Photo[] = [],
  { address = nextAddress(), locale = "es", json = true, headers = {} as Record<string, string> } = {},
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const photo of photos) form.append("photos", new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name);
  return new Request(`http://localhost:3999/api/quote-requests?idioma=${locale}`, {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": address, ...(json ? { accept: "application/json" } : {}), ...headers },
  });
}

/** A camera's JPEG: GPS position, camera make and an orientation that turns it upright (6: 90° clockwise). */
async function cameraJpeg(width = 640, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#a05030" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Camera 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "42/1 14/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "8/1 43/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const jpeg = async (name = "foto.jpg") => ({ name, type: "image/jpeg", data: await plainJpeg("#336699") });

async function leadsBy(email: string) {
  return (await import("@/db")).getDb().then((db) => db.select().from(contactMessages).where(eq(contactMessages.email, email)));
}

async function photosOf(messageId: string) {
  const db = await (await import("@/db")).getDb();
  return db.select().from(leadPhotos).where(eq(leadPhotos.messageId, messageId)).orderBy(leadPhotos.position);
}

const photoGet = (id: string, photoId: string) =>
  photoRoute.GET(new Request(`http://localhost:3999/api/admin/leads/${id}/photos/${photoId}`), { params: Promise.resolve({ id, photoId }) });

describe("a quote request", () => {
  let stored: { id: string; photoIds: string[]; keys: string[] };

  beforeAll(async () => {
    const email = "uxia@example.com";
    const camera = await cameraJpeg();
    // What a phone sends: the position and the camera in its EXIF, sideways pixels and an orientation.
    const sent = await sharp(camera).metadata();
    expect([sent.orientation, sent.width, sent.height]).toEqual([6, 640, 400]);
    expect(sent.exif?.includes(Buffer.from("PhoneMaker"))).toBe(true);
    // The GPS IFD's pointer (tag 0x8825), in either byte order.
    expect(sent.exif!.includes(Buffer.from([0x88, 0x25])) || sent.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const response = await route.POST(quoteRequest(fields(), [{ name: "IMG_0001.JPG", type: "image/jpeg", data: camera }, await jpeg("salon.jpg")]));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, title: q.successTitle });
    const [lead] = await leadsBy(email);
    const photos = await photosOf(lead.id);
    stored = { id: lead.id, photoIds: photos.map((p) => p.id), keys: photos.map((p) => p.storageKey) };
  });

  it("stores the lead with source 'quote', its answers and a subject named after the type of work", async () => {
    const [lead] = await leadsBy("uxia@example.com");
    expect(lead).toMatchObject({
      source: "quote",
      stage: "nuevo",
      status: "new",
      subject: q.defaultSubject(category.name),
      phone: "600 123 456",
      noticeVersion: "2026-11",
      marketingConsent: false,
      projectId: null,
      quote: {
        categoryId: category.id,
        categoryName: category.name,
        municipality: "Vigo",
        areaM2: 25,
        budgetBand: "10000-30000",
        desiredStart: "1-3-meses",
        channel: "phone",
        callTime: "por las mañanas",
      },
    });
  });

  it("stores both photos as JPEG under leads/<id>/, upright, with no EXIF, GPS or camera data", async () => {
    expect(stored.keys).toHaveLength(2);
    const storage = getStorage();
    for (const key of stored.keys) expect(key).toMatch(new RegExp(`^leads/${stored.id}/[0-9a-f-]{36}\\.jpg$`));
    const first = (await readObject(storage, stored.keys[0]))!;
    const meta = await sharp(first).metadata();
    expect(meta.format).toBe("jpeg");
    // Turned upright by its orientation, then the orientation dropped with the rest.
    expect([meta.width, meta.height]).toEqual([400, 640]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(first.includes(Buffer.from("Exif"))).toBe(false);
    expect(first.includes(Buffer.from("PhoneMaker"))).toBe(false);
    const [row] = await photosOf(stored.id);
    expect(row).toMatchObject({ contentType: "image/jpeg", width: 400, height: 640, position: 0, bytes: first.length });
  });

  it("takes a phone's HEIC (HEVC inside): decoded, stored as JPEG without its EXIF and GPS", async () => {
    // Made by libheif's heif-enc from a 320 × 200 JPEG with a camera make and a GPS position in its EXIF, a blue block top left.
    const heic = fs.readFileSync(path.join(import.meta.dirname, "support/camera-photo.heic"));
    expect(heic.includes(Buffer.from("PhoneMaker"))).toBe(true);
    const response = await route.POST(quoteRequest({ ...fields(), email: "iphone@example.com" }, [{ name: "IMG_0002.HEIC", type: "image/heic", data: heic }]));
    expect(response.status).toBe(200);
    const [lead] = await leadsBy("iphone@example.com");
    const [row] = await photosOf(lead.id);
    expect(row).toMatchObject({ width: 320, height: 200, contentType: "image/jpeg" });
    const stored = (await readObject(getStorage(), row.storageKey))!;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("PhoneMaker"))).toBe(false);
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    // The blue block, top left: the pixels are the picture's, not noise.
    expect(data[2]).toBeGreaterThan(180);
    expect(data[0]).toBeLessThan(90);
  });

  it("tells the company it is a quote request, with its answers and where its photos are", async () => {
    const { composeNotification } = await import("@/contact/notification");
    const { countLeadPhotos } = await import("@/leads/photo-files");
    const db = await (await import("@/db")).getDb();
    const [lead] = await leadsBy("uxia@example.com");
    const mail = composeNotification(lead, "empresa@example.com", await countLeadPhotos(db, lead.id));
    const a = quoteAdminMessages.es;
    expect(mail.subject).toBe(a.emailSubject(lead.subject));
    expect(mail.text).toContain(a.emailIntro);
    for (const line of [
      `${a.fields.category}: ${category.name}`,
      `${a.fields.municipality}: Vigo`,
      `${a.fields.area}: 25 m²`,
      `${a.fields.budget}: ${a.budgetBands["10000-30000"]}`,
      `${a.fields.start}: ${a.startWindows["1-3-meses"]}`,
      `${a.fields.channel}: ${a.channels.phone}`,
      `${a.fields.callTime}: por las mañanas`,
      `${a.fields.photos}: ${a.photoCount(2)}`,
      `/admin/leads/${lead.id}`,
    ])
      expect(mail.text).toContain(line);
    // A plain message keeps its own wording.
    expect(composeNotification({ ...lead, source: "form", quote: null }, "empresa@example.com").subject).toMatch(/^Nuevo mensaje de contacto/);
  });

  it("is served to staff who may read enquiries, privately", async () => {
    const response = await photoGet(stored.id, stored.photoIds[1]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("jpeg");
  });

  it("refuses the photo route to a signed-out visitor and to an editor", async ({ database, admin }) => {
    requestAs(null);
    expect((await photoGet(stored.id, stored.photoIds[0])).status).toBe(401);
    const editor = await signUp(database, { email: "editora@obras.test" });
    await database.db.update(user).set({ role: "editor" }).where(eq(user.id, editor.id));
    requestAs(editor.cookie);
    expect((await photoGet(stored.id, stored.photoIds[0])).status).toBe(403);
    const sales = await signUp(database, { email: "comercial@obras.test" });
    await database.db.update(user).set({ role: "comercial" }).where(eq(user.id, sales.id));
    requestAs(sales.cookie);
    expect((await photoGet(stored.id, stored.photoIds[0])).status).toBe(200);
    admin.signIn();
  });

  it("answers 404 for another lead's photo, an unknown id, a path-like id, and a blocked lead", async ({ database }) => {
    const other = await route.POST(quoteRequest({ ...fields(), email: "otra@example.com" }, [await jpeg()]));
    expect(other.status).toBe(200);
    const [otherLead] = await leadsBy("otra@example.com");
    const [otherPhoto] = await photosOf(otherLead.id);
    expect((await photoGet(stored.id, otherPhoto.id)).status).toBe(404);
    expect((await photoGet(otherLead.id, otherPhoto.id)).status).toBe(200);
    expect((await photoGet(stored.id, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    for (const bad of ["..", "../../uploads", "..%2F..%2Fsite", stored.keys[0]]) {
      expect((await photoGet(stored.id, bad)).status).toBe(404);
      expect((await photoGet(bad, stored.photoIds[0])).status).toBe(404);
    }
    await database.db.update(contactMessages).set({ blockedAt: new Date() }).where(eq(contactMessages.id, otherLead.id));
    expect((await photoGet(otherLead.id, otherPhoto.id)).status).toBe(404);
  });

  it("is never served at /media/leads/…, in any case or spelling", async () => {
    const [, , file] = stored.keys[0].split("/");
    const tries = [stored.keys[0].split("/"), ["LEADS", stored.id, file], ["Leads", stored.id, file], ["leads", stored.id], ["leads"]];
    for (const key of tries) {
      const context = { params: Promise.resolve({ key }) };
      expect((await mediaRoute.GET(new Request(`http://localhost:3999/media/${key.join("/")}`), context)).status).toBe(404);
      expect((await mediaRoute.HEAD(new Request(`http://localhost:3999/media/${key.join("/")}`), context)).status).toBe(404);
    }
  });

  it("keeps the project page it came from, by slug, when that project is published", async ({ database }) => {
    await database.db.insert(projects).values([
      { slug: "cocina-en-vigo", title: "Cocina en Vigo", categoryId: category.id, published: true },
      { slug: "borrador", title: "Borrador", categoryId: category.id, published: false },
    ]);
    const [project] = await database.db.select().from(projects).where(eq(projects.slug, "cocina-en-vigo"));
    expect((await route.POST(quoteRequest({ ...fields(), email: "proyecto@example.com", project: "cocina-en-vigo" }))).status).toBe(200);
    expect((await leadsBy("proyecto@example.com"))[0].projectId).toBe(project.id);
    expect((await route.POST(quoteRequest({ ...fields(), email: "borrador@example.com", project: "borrador" }))).status).toBe(200);
    expect((await leadsBy("borrador@example.com"))[0].projectId).toBeNull();
  });

  it("deletes the photo files with the lead (one, then all)", async () => {
    const { deleteContactMessageAction, deleteAllContactMessagesAction } = await import("@/contact/actions");
    const storage = getStorage();
    expect(await storage.exists(stored.keys[0])).toBe(true);
    const one = await deleteContactMessageAction({ id: stored.id });
    expect(one).toEqual({ ok: true, data: { id: stored.id } });
    for (const key of stored.keys) expect(await storage.exists(key)).toBe(false);

    expect((await route.POST(quoteRequest({ ...fields(), email: "todas@example.com" }, [await jpeg(), await jpeg()]))).status).toBe(200);
    const [lead] = await leadsBy("todas@example.com");
    const keys = (await photosOf(lead.id)).map((p) => p.storageKey);
    expect(keys).toHaveLength(2);
    const all = await deleteAllContactMessagesAction({ estado: "todos", upTo: new Date(Date.now() + 60_000).toISOString() });
    expect(all.ok).toBe(true);
    for (const key of keys) expect(await storage.exists(key)).toBe(false);
    expect(await storage.list("leads/")).toEqual(expect.not.arrayContaining([expect.objectContaining({ key: keys[0] })]));
  });
});

describe("a refused quote request", () => {
  const stores = async () => (await getStorage().list("leads/")).length;

  it("answers each field's problem in the visitor's language and stores nothing", async () => {
    const before = await stores();
    const response = await route.POST(
      quoteRequest({ ...fields(), email: "x", municipality: "", area: "0", budget: "mucho", channel: "whatsapp", phone: "" }, [await jpeg()], { locale: "gl" }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.fieldErrors).toMatchObject({
      email: contactFormCatalogue.gl.emailInvalid,
      municipality: contactFormCatalogue.gl.requiredText,
      area: quoteCatalogue.gl.areaInvalid,
      budget: quoteCatalogue.gl.choose,
    });
    expect(await stores()).toBe(before);
    const missingPhone = await route.POST(quoteRequest({ ...fields(), channel: "whatsapp", phone: "" }));
    expect((await missingPhone.json()).fieldErrors).toEqual({ phone: q.phoneNeeded });
    const unknownCategory = await route.POST(quoteRequest({ ...fields(), category: "00000000-0000-4000-8000-000000000000" }));
    expect((await unknownCategory.json()).fieldErrors).toEqual({ category: q.choose });
  });

  it("refuses a photo over 10 MB, and keeps none of the request's photos", async () => {
    const before = await stores();
    const big = { name: "grande.jpg", type: "image/jpeg", data: Buffer.concat([await plainJpeg("#000"), Buffer.alloc(10 * MB)]) };
    const response = await route.POST(quoteRequest({ ...fields(), email: "grande@example.com" }, [await jpeg(), big]));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ ok: false, text: q.photoTooLarge, fieldErrors: { photos: q.photoTooLarge } });
    expect(await leadsBy("grande@example.com")).toEqual([]);
    expect(await stores()).toBe(before);
  });

  it("refuses a seventh photo", async () => {
    const photos = await Promise.all(Array.from({ length: 7 }, (_, i) => jpeg(`f${i}.jpg`)));
    const response = await route.POST(quoteRequest({ ...fields(), email: "siete@example.com" }, photos));
    expect(response.status).toBe(413);
    expect((await response.json()).fieldErrors).toEqual({ photos: q.tooManyPhotos(6) });
    expect(await leadsBy("siete@example.com")).toEqual([]);
  });

  it("refuses a text file named .jpg, and a HEIC that holds no picture", async () => {
    const text = { name: "foto.jpg", type: "image/jpeg", data: Buffer.from("esto no es una foto\n".repeat(20)) };
    const response = await route.POST(quoteRequest({ ...fields(), email: "texto@example.com" }, [text]));
    expect(response.status).toBe(415);
    expect((await response.json()).fieldErrors).toEqual({ photos: q.photoType });
    expect(await leadsBy("texto@example.com")).toEqual([]);
    const heicHead = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(200)]);
    const heic = await route.POST(quoteRequest({ ...fields(), email: "heic@example.com" }, [{ name: "IMG.HEIC", type: "image/heic", data: heicHead }]));
    expect(heic.status).toBe(415);
    expect((await heic.json()).fieldErrors).toEqual({ photos: q.photoUnreadable });
  });

  it("answers 413 to a body over the cap: declared, or counted as it streams", async () => {
    const declared = quoteRequest(fields(), [], { headers: { "content-length": String(62 * MB) } });
    expect((await route.POST(declared)).status).toBe(413);
    // Not a photo (another field name): read and counted, never decoded.
    const padding = { name: "relleno.bin", type: "application/octet-stream", data: Buffer.alloc(62 * MB) };
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fields(), email: "tope@example.com" })) form.append(name, value);
    form.append("otro", new Blob([new Uint8Array(padding.data)]), padding.name);
    const streamed = await route.POST(
      new Request("http://localhost:3999/api/quote-requests", {
        method: "POST",
        body: form,
        headers: { "x-forwarded-for": nextAddress(), accept: "application/json" },
      }),
    );
    expect(streamed.status).toBe(413);
    expect(await leadsBy("tope@example.com")).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    const response = await route.POST(quoteRequest(fields(), [], { headers: { origin: "https://evil.example" } }));
    expect(response.status).toBe(403);
  });

  it("shares the contact form's rate limit per client (an IPv6 client by its /64)", async ({ database }) => {
    process.env.CONTACT_RATE_LIMIT = "2";
    try {
      const { acceptContactMessage } = await import("@/contact/service");
      expect(await acceptContactMessage(database.db, { name: "A", email: "a@example.com", subject: "S", message: "M" }, "2001:db8:1:2::/64")).toEqual({
        ok: true,
      });
      expect((await route.POST(quoteRequest(fields(), [], { address: "2001:db8:1:2::10" }))).status).toBe(200);
      const third = await route.POST(quoteRequest(fields(), [await jpeg()], { address: "2001:db8:1:2::99" }));
      expect(third.status).toBe(429);
      expect((await third.json()).text).toBe(c.rateLimited);
    } finally {
      process.env.CONTACT_RATE_LIMIT = "50";
    }
  });

  it("drops control characters (a NUL above all) as every form does, keeping line breaks", async () => {
    const response = await route.POST(
      quoteRequest({ ...fields(), email: "nul@example.com", municipality: "Vi\u0000go", message: "Línea 1\u0000\n\tLínea 2\u001b" }),
    );
    expect(response.status).toBe(200);
    const [lead] = await leadsBy("nul@example.com");
    expect(lead.message).toBe("Línea 1\n\tLínea 2");
    expect(lead.quote?.municipality).toBe("Vigo");
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    const before = await stores();
    const response = await route.POST(quoteRequest({ ...fields(), email: "bot@example.com", website: "http://spam.example" }, [await jpeg()]));
    expect(response.status).toBe(200);
    expect(await leadsBy("bot@example.com")).toEqual([]);
    expect(await stores()).toBe(before);
  });
});

describe("photo files no lead holds", () => {
  it("are swept once old enough; a lead's own files and young ones stay", async () => {
    const { sweepOrphanLeadPhotos } = await import("@/leads/photo-files");
    const storage = getStorage();
    const db = await (await import("@/db")).getDb();
    expect((await route.POST(quoteRequest({ ...fields(), email: "guardada@example.com" }, [await jpeg()]))).status).toBe(200);
    const [lead] = await leadsBy("guardada@example.com");
    const [kept] = await photosOf(lead.id);
    const orphan = "leads/7b0c2f8e-1d2a-4c3b-9e4f-5a6b7c8d9e0f/abandonada.jpg";
    const stray = "leads/no-es-un-id/x.jpg";
    for (const key of [orphan, stray]) await storage.put(key, await plainJpeg("#123456"), { contentType: "image/jpeg" });
    // Too young: a request may still be arriving.
    expect(await sweepOrphanLeadPhotos(db, 60 * 60 * 1000, storage)).toBe(0);
    expect(await sweepOrphanLeadPhotos(db, 0, storage, new Date(Date.now() + 1000))).toBe(2);
    expect(await storage.exists(orphan)).toBe(false);
    expect(await storage.exists(stray)).toBe(false);
    expect(await storage.exists(kept.storageKey)).toBe(true);
  });
});

describe("the answer without JavaScript", () => {
  it("comes back to the quote page in a sealed cookie, what was typed kept, nothing personal in the address", async () => {
    const { openAnswer, QUOTE_ANSWER_COOKIE } = await import("@/leads/quote/answer-cookie");
    const response = await route.POST(
      quoteRequest({ ...fields(), email: "no-valido", project: "cocina-en-vigo", marketing: "on" }, [], { json: false, locale: "en" }),
    );
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toBe("/en/presupuesto?proyecto=cocina-en-vigo#formulario");
    expect(location).not.toContain("uxia");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^${QUOTE_ANSWER_COOKIE}=[A-Za-z0-9_-]+; Path=/en/presupuesto; Max-Age=120; HttpOnly; SameSite=Lax`));
    expect(cookie).not.toContain("Vigo");
    const answer = openAnswer(cookie.split(";")[0].split("=")[1]);
    expect(answer).toMatchObject({
      result: { ok: false, fieldErrors: { email: contactFormCatalogue.en.emailInvalid } },
      values: { name: "Uxía Castro", email: "no-valido", municipality: "Vigo", marketing: "on", project: "cocina-en-vigo" },
    });
    const sealed = cookie.split(";")[0].split("=")[1];
    // Altered anywhere, it is not ours any more.
    expect(openAnswer(`${sealed.slice(0, 40)}${sealed[40] === "A" ? "B" : "A"}${sealed.slice(41)}`)).toBeNull();
    expect(openAnswer(sealed, Date.now() + 121_000)).toBeNull();
    const ok = await route.POST(quoteRequest({ ...fields(), email: "sin-js@example.com" }, [await jpeg()], { json: false }));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/presupuesto#formulario");
    expect(openAnswer(ok.headers.get("set-cookie")!.split(";")[0].split("=")[1])).toEqual({ result: { ok: true }, values: {} });
  });
});
