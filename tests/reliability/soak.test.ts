import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { mediaAssets, projectImages, projects } from "@/db/schema";
import { makeDataDir, startApp, type RunningServer } from "../e2e/support/server";
import { callAction, createdId, findAction, jpeg, projectInput, publishChanges, rssBytes, signIn, SOAK_ADMIN, upload } from "./support/admin-client";

/**
 * Load: concurrent visitors on the public pages while an admin edits a project and
 * uploads images to it. `npm test` runs a short form; `npm run soak` the full 100 visitors × 60 s
 * (it sets SOAK_VISITORS / SOAK_DURATION_S).
 */
const VISITORS = Number(process.env.SOAK_VISITORS || 30);
const DURATION_MS = Number(process.env.SOAK_DURATION_S || 10) * 1000;
/** Stated bound: the server's RSS after the load may exceed its warmed-up baseline by at most this. */
const RSS_GROWTH_BOUND = 150 * 1024 * 1024;

const DEMO_SLUGS = [
  "reforma-integral-piso-travesia-vigo",
  "cocina-abierta-pontevedra",
  "bano-accesible-redondela",
  "vivienda-unifamiliar-nigran",
  "rehabilitacion-fachada-galerias-vigo",
];
const SOAK_SLUG = "obra-soak-fiabilidad";
const PAGES = [
  "/",
  ...DEMO_SLUGS.map((s) => `/projeto/${s}`),
  `/projeto/${SOAK_SLUG}`,
  "/politica-de-privacidade",
  "/termos-de-servico",
  "/buscar?q=cocina",
  "/buscar?q=reforma%20vigo",
];

type Failure = { who: string; what: string; detail: string };

let server: RunningServer;
let dataDir: string;
let cookie = "";
let categoryId = "";
let projectId = "";

beforeAll(async () => {
  dataDir = makeDataDir("soak");
  server = await startApp(dataDir, { ADMIN_EMAIL: SOAK_ADMIN.email, ADMIN_PASSWORD: SOAK_ADMIN.password });
  cookie = await signIn(server.url);
  const category = await callAction(
    server.url,
    findAction("categories/actions", "createCategoryAction"),
    { name: "Soak", slug: "soak", description: "" },
    cookie,
  );
  categoryId = createdId(category);
  const created = await callAction(
    server.url,
    findAction("projects/actions", "createProjectAction"),
    projectInput("Obra soak inicial", SOAK_SLUG, categoryId),
    cookie,
  );
  projectId = createdId(created);
});

afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop();
});

/** `shed`: 429s of the capped, uncacheable search (src/server/page-cache): load shedding by design, not a failure. */
type Counts = { ok: number; shed: number; ms: number[] };

async function visitor(url: string, index: number, until: () => boolean, failures: Failure[], counts: Counts) {
  let n = index;
  while (!until()) {
    const page = PAGES[n++ % PAGES.length];
    try {
      const started = performance.now();
      const res = await fetch(`${url}${page}`);
      await res.arrayBuffer();
      counts.ms.push(performance.now() - started);
      if (res.status === 200) counts.ok++;
      else if (res.status === 429 && page.startsWith("/buscar?") && res.headers.get("retry-after")) counts.shed++;
      else failures.push({ who: `visitor ${index}`, what: page, detail: `HTTP ${res.status}` });
    } catch (err) {
      failures.push({ who: `visitor ${index}`, what: page, detail: String((err as Error).cause ?? err) });
    }
  }
}

type AdminWrite = { title: string; images: { url: string; caption: string }[] };

/** Edit the title, upload an image, add it to the gallery: every acknowledged step is recorded. */
async function admin(url: string, until: () => boolean, failures: Failure[], written: AdminWrite) {
  const update = findAction("projects/actions", "updateProjectAction");
  const addImages = findAction("media/actions", "addProjectImagesAction");
  for (let i = 1; !until(); i++) {
    const title = `Obra soak edición ${i}`;
    try {
      const edited = await callAction(url, update, { id: projectId, ...projectInput(title, SOAK_SLUG, categoryId) }, cookie);
      if (edited.ok) written.title = title;
      else failures.push({ who: "admin", what: `update ${i}`, detail: JSON.stringify(edited) });

      const uploaded = await upload(url, cookie, { kind: "project-image", projectId, imageType: "gallery" }, await jpeg(1600, 1200, i), `soak-${i}.jpg`);
      if (!uploaded.url) {
        failures.push({ who: "admin", what: `upload ${i}`, detail: `HTTP ${uploaded.status} ${uploaded.body}` });
        continue;
      }
      const caption = `Imagen soak ${i}`;
      const added = await callAction(url, addImages, { projectId, imageType: "gallery", images: [{ url: uploaded.url, caption }] }, cookie);
      if (added.ok) written.images.push({ url: uploaded.url, caption });
      else failures.push({ who: "admin", what: `add image ${i}`, detail: JSON.stringify(added) });
      // The cycle's edits wait in the project's working copy until they are published.
      if (!(await publishChanges(url, projectId, cookie))) failures.push({ who: "admin", what: `publish ${i}`, detail: "not published" });
    } catch (err) {
      failures.push({ who: "admin", what: `cycle ${i}`, detail: String((err as Error).cause ?? err) });
    }
  }
}

describe(`soak: ${VISITORS} concurrent visitors for ${DURATION_MS / 1000} s while an admin edits and uploads`, () => {
  it("fails no request, keeps memory within the stated bound and loses no admin write", { timeout: DURATION_MS + 240_000 }, async () => {
    const failures: Failure[] = [];
    const counts: Counts = { ok: 0, shed: 0, ms: [] };
    const written: AdminWrite = { title: "Obra soak inicial", images: [] };

    // Warm-up: every page rendered once and one admin cycle, so the baseline is the steady state.
    const warmEnd = Date.now() + 4000;
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => visitor(server.url, i, () => Date.now() > warmEnd, failures, counts)),
      admin(server.url, () => written.images.length > 0 || Date.now() > warmEnd, failures, written),
    ]);
    const baseline = rssBytes(server.child.pid!);

    const end = Date.now() + DURATION_MS;
    const until = () => Date.now() > end;
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssBytes(server.child.pid!)), 500);
    const before = counts.ok;
    counts.ms = [];
    await Promise.all([
      ...Array.from({ length: VISITORS }, (_, i) => visitor(server.url, i, until, failures, counts)),
      admin(server.url, until, failures, written),
    ]);
    clearInterval(sampler);
    const after = rssBytes(server.child.pid!);
    const peak = Math.max(...samples, after);
    const mb = (b: number) => `${Math.round(b / 1024 / 1024)} MB`;
    const sorted = [...counts.ms].sort((a, b) => a - b);
    const pct = (p: number) => `${Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)} ms`;
    console.info(
      `[soak] ${VISITORS} visitors × ${DURATION_MS / 1000} s: ${counts.ok - before} page views (${Math.round(((counts.ok - before) * 1000) / DURATION_MS)}/s, p50 ${pct(50)}, p99 ${pct(99)}), ` +
        `${counts.shed} searches shed with 429, ${written.images.length} images added, RSS baseline ${mb(baseline)}, peak ${mb(peak)}, after ${mb(after)}`,
    );

    const cacheLog = server
      .output()
      .split("\n")
      .filter((line) => line.includes("[page-cache]"))
      .slice(-5)
      .join("\n");
    expect(failures.slice(0, 10), `${failures.length} failed requests\n${cacheLog}`).toEqual([]);
    expect(counts.ok - before).toBeGreaterThan(VISITORS);
    expect(written.images.length, "the admin kept writing during the soak").toBeGreaterThan(1);
    expect(after - baseline, `RSS growth ${mb(after - baseline)} (baseline ${mb(baseline)})`).toBeLessThan(RSS_GROWTH_BOUND);

    // The public page shows the last edit (its cache was invalidated under load).
    const page = await fetch(`${server.url}/projeto/${SOAK_SLUG}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(written.title);

    // Every acknowledged write is in the database, every uploaded image on disk and decodable.
    expect(await server.stop()).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      const [project] = await database.db.select().from(projects).where(eq(projects.id, projectId));
      expect(project.title).toBe(written.title);
      const rows = await database.db.select().from(projectImages).where(eq(projectImages.projectId, projectId));
      expect(rows.map((r) => [r.imageUrl, r.caption]).sort()).toEqual(written.images.map((i) => [i.url, i.caption]).sort());
      for (const image of written.images) {
        const [asset] = await database.db.select().from(mediaAssets).where(eq(mediaAssets.url, image.url));
        expect(asset, image.url).toBeTruthy();
        const file = path.join(dataDir, "uploads", asset.storageKey);
        expect((await sharp(fs.readFileSync(file)).metadata()).width).toBe(1600);
      }
    } finally {
      await database.close();
    }
  });
});
