import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { and, asc, eq, inArray, like } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { heroImages, mediaAssets, projectContentBlocks, projectImages, projects, projectVideos, siteSettings } from "@/db/schema";
import { processImage } from "@/platform/images";
import {
  createDiskStorage,
  keyFromMediaUrl,
  mediaUrl,
  projectCoverFolder,
  projectImageFolder,
  tempCoverFolder,
  tempImageFolder,
  tempVideoKey,
  type Storage,
} from "@/platform/storage";
import { addProjectImages, changeImageType, deleteProjectImage, MediaRefusedError, moveImage, setProjectCover, updateImageCaption } from "@/media/service";
import { discardCopies, removeTempFolder } from "@/media/temp-association";
import { cleanupOrphanMedia } from "@/media/temp-cleanup";
import { createProject, createProjectWithMedia } from "@/projects/service";
import { removeStoredFiles } from "@/media/stored-files";
import { createProjectSchema, emptyProjectForm, projectSchema } from "@/projects/validation";
import { addProjectVideo, deleteProjectVideo } from "@/videos/service";
import { newVideoSchema } from "@/videos/validation";
import { mediaAdminMessages, mediaValidationMessages } from "@/media/admin/messages";
import { it, test } from "./support/fixtures";

let database: Database;
let storage: Storage;
let categoryId: string;

test.beforeAll(({ database: fileDatabase, disk, category }) => {
  database = fileDatabase;
  ({ storage } = disk);
  categoryId = category.id;
});

const db = () => database.db;
const tx = <T>(work: (t: Parameters<Parameters<Database["db"]["transaction"]>[0]>[0]) => Promise<T>) => db().transaction(work);

let png: Buffer;
async function image(folder: string): Promise<string> {
  png ??= await sharp({ create: { width: 500, height: 300, channels: 3, background: "#8a6" } })
    .png()
    .toBuffer();
  return (await processImage(png, { keyPrefix: folder, db: db(), storage })).url;
}

/** `count` images stored in the project's folder for `type`, one after the other: their URLs. */
async function storedImages(projectId: string, type: "gallery" | "before" | "after", count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i++) urls.push(await image(projectImageFolder(projectId, type)));
  return urls;
}

async function newProject(): Promise<{ id: string; slug: string }> {
  const slug = `p-${randomUUID().slice(0, 8)}`;
  return tx((t) => createProject(t, projectSchema.parse({ ...emptyProjectForm, title: "Obra", slug, categoryId })));
}

async function imagesOf(projectId: string, type: "gallery" | "before" | "after") {
  return db()
    .select({ id: projectImages.id, url: projectImages.imageUrl, orderIndex: projectImages.orderIndex, caption: projectImages.caption })
    .from(projectImages)
    .where(and(eq(projectImages.projectId, projectId), eq(projectImages.imageType, type)))
    .orderBy(asc(projectImages.orderIndex));
}
/** Adds stored images to a project's list of `imageType`, as the media action does: a URL, or [URL, caption]. */
const addImages = (projectId: string, imageType: "gallery" | "before" | "after", ...images: (string | [url: string, caption: string])[]) =>
  tx((t) =>
    addProjectImages(t, {
      projectId,
      imageType,
      images: images.map((image) => (typeof image === "string" ? { url: image, caption: null } : { url: image[0], caption: image[1] })),
    }),
  );
const coverOf = async (id: string) => (await db().select({ c: projects.coverImage }).from(projects).where(eq(projects.id, id)))[0].c;
const exists = (url: string) => storage.exists(keyFromMediaUrl(url)!);

describe("project images", () => {
  it("adds rows at the end of their type, and refuses URLs that are not this project's stored images", async () => {
    const p = await newProject();
    const other = await newProject();
    const [a, b] = await storedImages(p.id, "gallery", 2);
    const before = await image(projectImageFolder(p.id, "before"));
    await addImages(p.id, "gallery", a, [b, "B"]);
    await addImages(p.id, "before", before);
    expect((await imagesOf(p.id, "gallery")).map((r) => [r.url, r.orderIndex])).toEqual([
      [a, 0],
      [b, 1],
    ]);
    expect((await imagesOf(p.id, "before")).map((r) => r.orderIndex)).toEqual([0]);

    const foreign = await image(projectImageFolder(other.id, "gallery"));
    for (const url of [foreign, "https://evil.example/x.jpg", "javascript:alert(1)", `/media/projects/${p.id}/gallery/none.jpg`, "/media/../x"]) {
      await expect(addImages(p.id, "gallery", url), url).rejects.toBeInstanceOf(MediaRefusedError);
    }
    expect(await imagesOf(p.id, "gallery")).toHaveLength(2);
  });

  it("moves left/right by swapping with the neighbour of the same type (no-op at the ends)", async () => {
    const p = await newProject();
    const urls = await storedImages(p.id, "gallery", 3);
    await addImages(p.id, "gallery", ...urls);
    const after = await image(projectImageFolder(p.id, "after"));
    await addImages(p.id, "after", after);
    const ids = (await imagesOf(p.id, "gallery")).map((r) => r.id);

    await tx((t) => moveImage(t, ids[2], "left"));
    expect((await imagesOf(p.id, "gallery")).map((r) => r.id)).toEqual([ids[0], ids[2], ids[1]]);
    await tx((t) => moveImage(t, ids[0], "right"));
    expect((await imagesOf(p.id, "gallery")).map((r) => [r.id, r.orderIndex])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    expect((await tx((t) => moveImage(t, ids[2], "left"))).moved).toBe(false);
    expect((await tx((t) => moveImage(t, ids[1], "right"))).moved).toBe(false);
    expect((await imagesOf(p.id, "gallery")).map((r) => r.id)).toEqual([ids[2], ids[0], ids[1]]);
    // Other types are untouched.
    expect((await imagesOf(p.id, "after")).map((r) => r.orderIndex)).toEqual([0]);
  });

  it("changes type to the end of the new type and closes the gap in the old one; updates captions", async () => {
    const p = await newProject();
    const g = await storedImages(p.id, "gallery", 3);
    const b = await storedImages(p.id, "before", 2);
    await addImages(p.id, "gallery", ...g);
    await addImages(p.id, "before", ...b);
    const [first] = await imagesOf(p.id, "gallery");
    await tx((t) => changeImageType(t, first.id, "before"));
    expect((await imagesOf(p.id, "before")).map((r) => [r.url, r.orderIndex])).toEqual([
      [b[0], 0],
      [b[1], 1],
      [g[0], 2],
    ]);
    expect((await imagesOf(p.id, "gallery")).map((r) => [r.url, r.orderIndex])).toEqual([
      [g[1], 0],
      [g[2], 1],
    ]);

    await tx((t) => updateImageCaption(t, first.id, "Salón <b>antes</b>"));
    expect((await imagesOf(p.id, "before"))[2].caption).toBe("Salón <b>antes</b>");
    await tx((t) => updateImageCaption(t, first.id, null));
    expect((await imagesOf(p.id, "before"))[2].caption).toBeNull();
  });

  it("sets and removes the cover; deleting the cover image clears it and its files go after commit", async () => {
    const p = await newProject();
    const [a, b] = await storedImages(p.id, "gallery", 2);
    await addImages(p.id, "gallery", a, b);
    await tx((t) => setProjectCover(t, p.id, a));
    expect(await coverOf(p.id)).toBe(a);
    await tx((t) => setProjectCover(t, p.id, null));
    expect(await coverOf(p.id)).toBeNull();
    await expect(tx((t) => setProjectCover(t, p.id, "https://evil.example/c.jpg"))).rejects.toBeInstanceOf(MediaRefusedError);

    // An uploaded cover replaced by another is removed; a gallery image used as cover is not.
    const uploaded = await image(projectCoverFolder(p.id));
    await tx((t) => setProjectCover(t, p.id, uploaded));
    const replaced = await tx((t) => setProjectCover(t, p.id, a));
    expect(replaced.fileUrls).toEqual([uploaded]);
    await removeStoredFiles(db(), replaced.fileUrls, storage);
    expect(await exists(uploaded)).toBe(false);

    const [rowA] = await imagesOf(p.id, "gallery");
    const variants = (await db().select().from(mediaAssets).where(eq(mediaAssets.url, a)))[0].variants;
    expect(variants.length).toBeGreaterThan(0);
    const deleted = await tx((t) => deleteProjectImage(t, rowA.id));
    expect(deleted.wasCover).toBe(true);
    expect(await coverOf(p.id)).toBeNull();
    expect((await imagesOf(p.id, "gallery")).map((r) => [r.url, r.orderIndex])).toEqual([[b, 0]]);
    // Still stored until after commit; then the original, every variant and the asset row go.
    expect(await exists(a)).toBe(true);
    await removeStoredFiles(db(), deleted.fileUrls, storage);
    expect(await exists(a)).toBe(false);
    for (const v of variants) expect(await exists(v.url)).toBe(false);
    expect(await db().select().from(mediaAssets).where(eq(mediaAssets.url, a))).toEqual([]);
  });

  it("deletes the row even when removing the files fails (only a warning)", async () => {
    const p = await newProject();
    const url = await image(projectImageFolder(p.id, "gallery"));
    await addImages(p.id, "gallery", url);
    const [row] = await imagesOf(p.id, "gallery");
    const deleted = await tx((t) => deleteProjectImage(t, row.id));
    const broken: Storage = { ...storage, delete: async () => Promise.reject(new Error("disk on fire")) };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(removeStoredFiles(db(), deleted.fileUrls, broken)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(await imagesOf(p.id, "gallery")).toEqual([]);
  });
});

describe("project videos", () => {
  const video = (v: Record<string, unknown>) => newVideoSchema.parse({ title: "", description: "", muted: false, ...v });

  it("turns YouTube and Vimeo links into embed URLs, refuses others with the invalid-URL message, and appends", async () => {
    const p = await newProject();
    const a = await tx((t) => addProjectVideo(t, p.id, video({ videoType: "youtube", url: "https://youtu.be/dQw4w9WgXcQ", title: "Obra", muted: true })));
    const b = await tx((t) => addProjectVideo(t, p.id, video({ videoType: "youtube", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3" })));
    const c = await tx((t) => addProjectVideo(t, p.id, video({ videoType: "vimeo", url: "https://vimeo.com/76979871" })));
    expect([a.video.videoUrl, b.video.videoUrl, c.video.videoUrl]).toEqual([
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://player.vimeo.com/video/76979871",
    ]);
    expect([a.video.orderIndex, b.video.orderIndex, c.video.orderIndex]).toEqual([0, 1, 2]);
    expect(a.video).toMatchObject({ title: "Obra", muted: true, description: null });
    for (const [videoType, url] of [
      ["youtube", "https://youtube.com/watch?v=short"],
      ["youtube", "https://vimeo.com/76979871"],
      ["vimeo", "https://vimeo.com/about"],
      ["youtube", "no es una url"],
    ]) {
      await expect(
        tx((t) => addProjectVideo(t, p.id, video({ videoType, url }))),
        url,
      ).rejects.toThrow(mediaAdminMessages.es.invalidVideoUrl);
    }
    expect(newVideoSchema.safeParse({ videoType: "youtube", url: " " }).error?.issues[0].message).toBe(mediaValidationMessages.es.videoUrlRequired);
  });

  it("accepts only this project's uploaded files and removes the file after deleting the row", async () => {
    const p = await newProject();
    const key = `projects/${p.id}/videos/${randomUUID()}.mp4`;
    const stored = await storage.put(key, Buffer.from("fake mp4"), { contentType: "video/mp4" });
    const { video: row } = await tx((t) => addProjectVideo(t, p.id, video({ videoType: "upload", url: stored.url })));
    expect(row.videoUrl).toBe(stored.url);
    await expect(tx((t) => addProjectVideo(t, p.id, video({ videoType: "upload", url: "https://evil.example/v.mp4" })))).rejects.toBeInstanceOf(
      MediaRefusedError,
    );
    await expect(
      tx((t) => addProjectVideo(t, p.id, video({ videoType: "upload", url: `/media/projects/${randomUUID()}/videos/x.mp4` }))),
    ).rejects.toBeInstanceOf(MediaRefusedError);
    const deleted = await tx((t) => deleteProjectVideo(t, row.id));
    expect(deleted.fileUrls).toEqual([stored.url]);
    await removeStoredFiles(db(), deleted.fileUrls, storage);
    expect(await storage.exists(key)).toBe(false);
    expect(await db().select().from(projectVideos).where(eq(projectVideos.projectId, p.id))).toEqual([]);
  });
});

describe("create mode: temporary media associated in one transaction", () => {
  async function tempSet() {
    const tempId = randomUUID();
    const g1 = await image(tempImageFolder(tempId, "gallery"));
    const g2 = await image(tempImageFolder(tempId, "gallery"));
    const before = await image(tempImageFolder(tempId, "before"));
    const after = await image(tempImageFolder(tempId, "after"));
    const cover = await image(tempCoverFolder(tempId));
    const videoKey = tempVideoKey(tempId, "mp4");
    const uploaded = (await storage.put(videoKey, Buffer.from("fake mp4"), { contentType: "video/mp4" })).url;
    const input = createProjectSchema.parse({
      ...emptyProjectForm,
      title: "Con mídia",
      slug: `media-${randomUUID().slice(0, 8)}`,
      categoryId,
      tempId,
      media: {
        images: [
          { url: g1, type: "gallery", caption: "Uno" },
          { url: before, type: "before" },
          { url: g2, type: "gallery" },
          { url: after, type: "after" },
        ],
        videos: [
          { videoType: "youtube", url: "https://youtu.be/dQw4w9WgXcQ", title: "Visita" },
          { videoType: "upload", url: uploaded, muted: true },
        ],
        cover,
      },
      blocks: [{ blockType: "quote", content: { quote: "Muy contentos", author: "Ana" } }],
    });
    return { tempId, input, urls: { g1, g2, before, after, cover, uploaded } };
  }
  const tempFiles = (tempId: string) => storage.list(`projects/temp/${tempId}/`);

  it("creates the project with its images, videos, cover and blocks, outside temp/, and clears temp after commit", async () => {
    const { tempId, input } = await tempSet();
    const tempCount = (await tempFiles(tempId)).length;
    const copied: string[] = [];
    const created = await tx((t) => createProjectWithMedia(t, input, { storage, copied }));
    expect(created).toMatchObject({ images: 4, videos: 2, blocks: 1 });
    expect(copied.length).toBe(tempCount); // every temp file was copied once (the cover image too)

    const images = await db()
      .select()
      .from(projectImages)
      .where(eq(projectImages.projectId, created.id))
      .orderBy(asc(projectImages.imageType), asc(projectImages.orderIndex));
    expect(images.map((i) => [i.imageType, i.orderIndex, i.caption])).toEqual([
      ["after", 0, null],
      ["before", 0, null],
      ["gallery", 0, "Uno"],
      ["gallery", 1, null],
    ]);
    for (const i of images) {
      expect(keyFromMediaUrl(i.imageUrl)).toMatch(new RegExp(`^projects/${created.id}/${i.imageType}/`));
      expect(await exists(i.imageUrl)).toBe(true);
      const [asset] = await db().select().from(mediaAssets).where(eq(mediaAssets.url, i.imageUrl));
      for (const v of asset.variants) {
        expect(keyFromMediaUrl(v.url)).toMatch(new RegExp(`^projects/${created.id}/${i.imageType}/`));
        expect(await exists(v.url)).toBe(true);
      }
    }
    const videos = await db().select().from(projectVideos).where(eq(projectVideos.projectId, created.id)).orderBy(asc(projectVideos.orderIndex));
    expect(videos.map((v) => [v.videoType, v.orderIndex, v.muted])).toEqual([
      ["youtube", 0, false],
      ["upload", 1, true],
    ]);
    expect(videos[0].videoUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(keyFromMediaUrl(videos[1].videoUrl)).toMatch(new RegExp(`^projects/${created.id}/videos/`));
    expect(keyFromMediaUrl((await coverOf(created.id))!)).toMatch(new RegExp(`^projects/${created.id}/cover/`));
    expect(await db().select().from(projectContentBlocks).where(eq(projectContentBlocks.projectId, created.id))).toHaveLength(1);

    // Temp asset rows went with the transaction; the files go after commit.
    expect(
      await db()
        .select()
        .from(mediaAssets)
        .where(like(mediaAssets.storageKey, `projects/temp/${tempId}/%`)),
    ).toEqual([]);
    await removeTempFolder(db(), storage, tempId);
    expect(await tempFiles(tempId)).toEqual([]);
  });

  it("refuses temp URLs of another form, and anything not stored by the app", async () => {
    const { input } = await tempSet();
    const { input: other } = await tempSet();
    for (const media of [
      { ...input.media, images: [{ url: other.media.images[0].url, type: "gallery" as const, caption: null }] },
      { ...input.media, images: [{ url: "https://evil.example/a.jpg", type: "gallery" as const, caption: null }] },
      { ...input.media, videos: [{ videoType: "upload" as const, url: other.media.videos[1].url, title: null, description: null, muted: false }] },
      { ...input.media, cover: "/media/hero/x.jpg" },
    ]) {
      const copied: string[] = [];
      await expect(tx((t) => createProjectWithMedia(t, { ...input, media }, { storage, copied }))).rejects.toBeInstanceOf(MediaRefusedError);
      await discardCopies(storage, copied);
    }
    expect(await db().select().from(projects).where(eq(projects.slug, input.slug))).toEqual([]);
  });

  it("rolls back entirely when one insert fails: no project, no rows, no copied files; temp files stay", async () => {
    const { tempId, input } = await tempSet();
    const tempBefore = (await tempFiles(tempId)).map((o) => o.key).sort();
    const assetsBefore = await db().select().from(mediaAssets);
    const copied: string[] = [];
    // The video insert fails after the project, its images and their copies are written.
    await expect(
      tx((t) => {
        const faulty = new Proxy(t, {
          get(target, prop, receiver) {
            if (prop !== "insert") return Reflect.get(target, prop, receiver);
            return (table: unknown) => {
              if (table === projectVideos) throw new Error("simulated insert failure");
              return target.insert(table as typeof projects);
            };
          },
        });
        return createProjectWithMedia(faulty, input, { storage, copied });
      }),
    ).rejects.toThrow("simulated insert failure");
    // What the action's onFailure does.
    expect(copied.length).toBeGreaterThan(0);
    for (const key of copied) expect(await storage.exists(key)).toBe(true);
    await discardCopies(storage, copied);

    const projectId = copied[0].split("/")[1];
    expect(await db().select().from(projects).where(eq(projects.slug, input.slug))).toEqual([]);
    expect(await db().select().from(projects).where(eq(projects.id, projectId))).toEqual([]);
    expect(await db().select().from(projectImages).where(eq(projectImages.projectId, projectId))).toEqual([]);
    expect(await db().select().from(projectContentBlocks).where(eq(projectContentBlocks.projectId, projectId))).toEqual([]);
    expect(await db().select().from(mediaAssets)).toHaveLength(assetsBefore.length);
    for (const key of copied) expect(await storage.exists(key)).toBe(false);
    const projectFolder = copied[0].split("/").slice(0, 2).join("/");
    expect(await storage.list(`${projectFolder}/`)).toEqual([]);
    expect((await tempFiles(tempId)).map((o) => o.key).sort()).toEqual(tempBefore);
    expect(
      await db()
        .select()
        .from(mediaAssets)
        .where(like(mediaAssets.storageKey, `projects/temp/${tempId}/%`)),
    ).toHaveLength(5);
  });
});

describe("orphaned upload cleanup", () => {
  it("removes temp files, files of missing projects and unused shared uploads older than a day — nothing a row shows", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "media-cleanup-"));
    const own = createDiskStorage(root);
    try {
      const live = await newProject();
      const gone = randomUUID();
      const put = (key: string) => own.put(key, Buffer.from("x"), { contentType: "image/jpeg" });
      const keys = {
        oldTemp: `projects/temp/${randomUUID()}/gallery/a.jpg`,
        liveProject: `projects/${live.id}/gallery/b.jpg`,
        goneProject: `projects/${gone}/gallery/c.jpg`,
        goneVideo: `projects/${gone}/videos/d.mp4`,
        usedBlock: `projects/content-blocks/${randomUUID()}.jpg`,
        unusedBlockVideo: `projects/content-blocks/videos/${randomUUID()}.mp4`,
        usedHero: `hero/${randomUUID()}.jpg`,
        unusedHero: `hero/${randomUUID()}.jpg`,
        unusedHeroVariant: `hero/${randomUUID()}-400w.avif`,
        unusedAbout: `about-gallery/${randomUUID()}.jpg`,
        usedLogo: `site/${randomUUID()}.png`,
      };
      for (const key of Object.values(keys)) await put(key);
      await db()
        .insert(mediaAssets)
        .values([
          { url: `/media/${keys.goneProject}`, storageKey: keys.goneProject, mime: "image/jpeg", bytes: 1 },
          {
            url: mediaUrl(keys.unusedHero),
            storageKey: keys.unusedHero,
            mime: "image/jpeg",
            bytes: 1,
            variants: [{ url: mediaUrl(keys.unusedHeroVariant), width: 400, format: "avif", bytes: 1 }],
          },
        ]);
      // Rows that show some of them: a hero image, a text block quoting an image, the logo.
      await db()
        .insert(heroImages)
        .values({ title: "Fachada", imageUrl: mediaUrl(keys.usedHero) });
      await db()
        .insert(projectContentBlocks)
        .values({ projectId: live.id, blockType: "image", orderIndex: 0, content: { url: mediaUrl(keys.usedBlock), alt: "" } });
      await db()
        .insert(siteSettings)
        .values({ logoUrl: mediaUrl(keys.usedLogo) })
        .onConflictDoUpdate({ target: siteSettings.id, set: { logoUrl: mediaUrl(keys.usedLogo) } });

      // Just written: nothing is old enough.
      expect((await cleanupOrphanMedia({ db: db(), storage: own })).removed).toEqual([]);

      // Two days later, with one fresh temp upload.
      const freshTemp = `projects/temp/${randomUUID()}/gallery/new.jpg`;
      await put(freshTemp);
      const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
      const freshMtime = new Date(later.getTime() - 60_000);
      fs.utimesSync(path.join(root, freshTemp), freshMtime, freshMtime);
      const { removed } = await cleanupOrphanMedia({ db: db(), storage: own, now: later });
      expect(removed.sort()).toEqual([keys.goneProject, keys.goneVideo, keys.oldTemp, keys.unusedBlockVideo, keys.unusedHero, keys.unusedAbout].sort());
      for (const key of [keys.liveProject, keys.usedBlock, keys.usedHero, keys.usedLogo, freshTemp]) expect(await own.exists(key), key).toBe(true);
      for (const key of [...removed, keys.unusedHeroVariant]) expect(await own.exists(key), key).toBe(false);
      expect(
        await db()
          .select()
          .from(mediaAssets)
          .where(inArray(mediaAssets.storageKey, [keys.goneProject, keys.unusedHero])),
      ).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
