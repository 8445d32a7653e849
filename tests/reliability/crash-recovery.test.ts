import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { like } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { mediaAssets, projectImages, projects } from "@/db/schema";
import { makeDataDir, startApp, type RunningServer } from "../e2e/support/server";
import { callAction, createdId, findAction, jpeg, projectInput, signIn, SOAK_ADMIN, upload, uploadForm } from "./support/admin-client";

/**
 * Crashes: SIGKILL while uploads and multi-step writes are in flight, then a
 * restart. MEDIA_ORPHAN_MAX_AGE_MS=0 makes the restart's orphan cleanup act at once, as if the
 * day it normally waits had passed.
 */

const ENV = { SEED_DEMO: "false", ADMIN_EMAIL: SOAK_ADMIN.email, ADMIN_PASSWORD: SOAK_ADMIN.password };
const RESTART_ENV = { ...ENV, MEDIA_ORPHAN_MAX_AGE_MS: "0" };
const IMAGE_EXT = /\.(jpe?g|png|webp|avif)$/;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function until(what: string, check: () => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A multipart body sent slowly (64 KB every 20 ms), so the upload is still streaming when the server dies. */
function trickle(form: FormData): { body: ReadableStream<Uint8Array>; contentType: string } {
  const encoded = new Response(form);
  const reader = encoded.body!.getReader();
  let pending = new Uint8Array(0);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pending.length === 0) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        pending = value;
      }
      await sleep(20);
      controller.enqueue(pending.subarray(0, 65536));
      pending = pending.subarray(65536);
    },
  });
  return { body, contentType: encoded.headers.get("content-type")! };
}

const u32 = (n: number) => Buffer.from([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const bigMp4 = () =>
  Buffer.concat([u32(24), Buffer.from("ftypisom"), u32(512), Buffer.from("isomiso2"), u32(8), Buffer.from("mdat"), Buffer.alloc(30 * 1024 * 1024, 5)]);

/** The invariants every crash must leave intact in a stopped server's data dir. */
async function assertStorageConsistent(dataDir: string) {
  const uploads = path.join(dataDir, "uploads");
  expect(filesUnder(path.join(uploads, ".tmp")), "no partial files left in uploads/.tmp").toEqual([]);
  const database = await openDatabase({ dataDir });
  try {
    const assets = await database.db.select().from(mediaAssets);
    for (const asset of assets) {
      expect(fs.existsSync(path.join(uploads, asset.storageKey)), `file of media_assets row ${asset.url}`).toBe(true);
      for (const variant of asset.variants) {
        const key = variant.url.replace(/^\/media\//, "");
        expect(fs.existsSync(path.join(uploads, key)), `variant ${variant.url}`).toBe(true);
      }
    }
    return { database, assets };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** Every image file in storage decodes whole (sharp reads all pixels, so a truncated file fails). */
async function assertImagesDecode(dataDir: string) {
  const images = filesUnder(path.join(dataDir, "uploads")).filter((f) => IMAGE_EXT.test(f));
  for (const file of images) {
    await expect(sharp(file, { failOn: "truncated" }).raw().toBuffer(), file).resolves.toBeInstanceOf(Buffer);
  }
  return images.length;
}

describe("crash recovery: SIGKILL during image uploads in flight", () => {
  it("leaves no partial or truncated file, no row without its file, and restarts healthy", async () => {
    const dataDir = makeDataDir("crash-uploads");
    const tmp = path.join(dataDir, "uploads", ".tmp");
    const large = await Promise.all([0, 1, 2, 3].map((i) => jpeg(4000, 3000, i)));
    let partialsSeen = 0;

    for (const cycle of [0, 1]) {
      const server = await startApp(dataDir, cycle === 0 ? ENV : RESTART_ENV);
      const cookie = await signIn(server.url);
      const tempId = randomUUID();
      const acknowledged: string[] = [];
      const send = async (target: object, data: Buffer, name: string) => {
        try {
          const res = await upload(server.url, cookie, target, data, name);
          if (res.url) acknowledged.push(res.url);
        } catch {
          // killed mid-request: never acknowledged
        }
      };
      const video = trickle(uploadForm({ kind: "temp-video", tempId }, bigMp4(), "obra.mp4"));
      const inFlight = [
        ...large.map((data, i) => send(i % 2 ? { kind: "about-image" } : { kind: "temp-image", tempId, imageType: "gallery" }, data, `grande-${i}.jpg`)),
        fetch(`${server.url}/api/admin/uploads`, {
          method: "POST",
          headers: { origin: server.url, cookie, "content-type": video.contentType },
          body: video.body,
          duplex: "half",
        } as RequestInit).catch(() => null),
      ];
      // Cycle 0 dies as soon as a partial file exists; cycle 1 once an image has been stored, mid-way.
      await until("a partial upload file", () => fs.existsSync(tmp) && fs.readdirSync(tmp).length > 0 && (cycle === 0 || acknowledged.length > 0), 90_000);
      const partials = fs.readdirSync(tmp).length;
      partialsSeen += partials;
      await server.kill();
      await Promise.all(inFlight);
      console.info(`[crash] uploads cycle ${cycle}: killed with ${partials} partial file(s) in .tmp, ${acknowledged.length} of 4 images acknowledged`);
    }
    expect(partialsSeen, "the kills happened with writes in flight").toBeGreaterThan(0);

    // Restart: healthy, the partial files swept, and uploads work again.
    const restarted: RunningServer = await startApp(dataDir, RESTART_ENV);
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    await until("the partial-file sweep", () => !fs.existsSync(tmp) || fs.readdirSync(tmp).length === 0);
    await until("the temp-folder cleanup", () => filesUnder(path.join(dataDir, "uploads", "projects", "temp")).length === 0);
    const after = await upload(restarted.url, await signIn(restarted.url), { kind: "about-image" }, await jpeg(800, 600, 9), "despues.jpg");
    expect(after.status, after.body).toBe(201);
    expect((await fetch(`${restarted.url}${after.url}`)).status).toBe(200);
    expect(await restarted.stop()).toBe(0);

    const { database, assets } = await assertStorageConsistent(dataDir);
    await database.close();
    expect(assets.map((a) => a.url)).toContain(after.url);
    expect(await assertImagesDecode(dataDir)).toBeGreaterThan(0);
  });
});

describe("crash recovery: SIGKILL during project creation with temporary media", () => {
  it("keeps every project whole or absent, with no orphan row or file after the cleanup", async () => {
    const dataDir = makeDataDir("crash-create");
    const uploads = path.join(dataDir, "uploads");
    const server = await startApp(dataDir, ENV);
    const cookie = await signIn(server.url);
    const category = await callAction(
      server.url,
      findAction("categories/actions", "createCategoryAction"),
      { name: "Crash", slug: "crash", description: "" },
      cookie,
    );
    const categoryId = createdId(category);
    const create = findAction("projects/actions", "createProjectAction");

    // Forms prepared the way the admin does: 2 or 3 temporary images each, uploaded before saving.
    const FORMS = 8;
    const forms: { slug: string; tempId: string; urls: string[] }[] = [];
    const photo = await jpeg(1000, 750, 1);
    for (let f = 0; f < FORMS; f++) {
      const tempId = randomUUID();
      const urls: string[] = [];
      for (let i = 0; i < 2 + (f % 2); i++) {
        const res = await upload(server.url, cookie, { kind: "temp-image", tempId, imageType: i === 0 ? "before" : "gallery" }, photo, `temp-${f}-${i}.jpg`);
        expect(res.status, res.body).toBe(201);
        urls.push(res.url!);
      }
      forms.push({ slug: `obra-crash-${f}`, tempId, urls });
    }

    // Saves in two parallel streams; the server dies once the first has been acknowledged.
    const acknowledged: string[] = [];
    let next = 0;
    const saver = async () => {
      while (next < forms.length) {
        const form = forms[next++];
        const input = {
          ...projectInput(`Obra crash ${form.slug}`, form.slug, categoryId),
          tempId: form.tempId,
          media: { images: form.urls.map((url, i) => ({ url, type: i === 0 ? "before" : "gallery", caption: null })), videos: [], cover: form.urls[1] },
          blocks: [],
        };
        try {
          const result = await callAction(server.url, create, input, cookie);
          if (result.ok) acknowledged.push(form.slug);
        } catch {
          return; // killed mid-request
        }
      }
    };
    const saving = Promise.all([saver(), saver()]);
    await until("a first acknowledged create", () => acknowledged.length > 0, 60_000);
    await server.kill();
    await saving;
    expect(acknowledged.length, "the kill came before every form was saved").toBeLessThan(FORMS);
    // Project folders holding files: committed projects plus the copies of a create the kill cut short.
    const folders = () =>
      (fs.existsSync(path.join(uploads, "projects")) ? fs.readdirSync(path.join(uploads, "projects")) : []).filter(
        (f) => /^[0-9a-f-]{36}$/.test(f) && filesUnder(path.join(uploads, "projects", f)).length > 0,
      );
    const atKill = { folders: folders().length, temp: filesUnder(path.join(uploads, "projects", "temp")).length };

    // Restart with the cleanup acting at once; wait for it to clear the temporary and orphaned files.
    const restarted = await startApp(dataDir, RESTART_ENV);
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    await until("the temp-folder cleanup", () => filesUnder(path.join(uploads, "projects", "temp")).length === 0);
    await sleep(1000); // the orphaned project folders are removed in the same pass, after the temp files
    expect(await restarted.stop()).toBe(0);

    const { database, assets } = await assertStorageConsistent(dataDir);
    try {
      console.info(
        `[crash] creates: ${acknowledged.length} of ${FORMS} acknowledged before the kill; at the kill ${atKill.folders} project folder(s) with files and ` +
          `${atKill.temp} temporary file(s) on disk; after the cleanup ${folders().length} folder(s), 0 temporary files`,
      );
      const rows = await database.db.select().from(projects).where(like(projects.slug, "obra-crash-%"));
      const images = await database.db.select().from(projectImages);
      const projectIds = new Set((await database.db.select({ id: projects.id }).from(projects)).map((p) => p.id));
      // Acknowledged creates survived; every project that exists has all of its images and its cover.
      console.info(`[crash] after restart: ${rows.length} project(s) exist, each checked whole`);
      expect(rows.map((r) => r.slug)).toEqual(expect.arrayContaining(acknowledged));
      for (const project of rows) {
        const form = forms.find((f) => f.slug === project.slug)!;
        expect(images.filter((i) => i.projectId === project.id).length, project.slug).toBe(form.urls.length);
        expect(project.coverImage, project.slug).toMatch(new RegExp(`^/media/projects/${project.id}/`));
      }
      // No image row without its project, none pointing at a missing asset.
      const assetUrls = new Set(assets.map((a) => a.url));
      for (const image of images) {
        expect(projectIds.has(image.projectId), image.imageUrl).toBe(true);
        expect(assetUrls.has(image.imageUrl), image.imageUrl).toBe(true);
      }
      // Temporary media and the copies made for creates that never committed are gone, rows and files.
      expect(assets.filter((a) => a.storageKey.startsWith("projects/temp/"))).toEqual([]);
      for (const folder of folders()) expect(projectIds.has(folder), `files of a project that does not exist: ${folder}`).toBe(true);
    } finally {
      await database.close();
    }
    expect(await assertImagesDecode(dataDir)).toBeGreaterThan(0);
  });
});
