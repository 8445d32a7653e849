import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { aboutGallery, heroImages, mediaAssets, projects } from "@/db/schema";
import { withoutExtension } from "@/lib/file-name";
import { aboutMessages } from "@/about/messages";
import * as about from "@/about/service";
import { addAboutImageSchema, reorderAboutImagesSchema, updateAboutImageSchema } from "@/about/validation";
import { heroMessages, heroValidationMessages } from "@/hero/messages";
import * as hero from "@/hero/service";
import { emptyHeroImageForm, heroImageSchema, moveHeroImageSchema, type HeroImageFormValues } from "@/hero/validation";
import { removeStoredFiles } from "@/media/stored-files";
import { processImage } from "@/platform/images";
import { aboutGalleryFolder, heroImageFolder } from "@/platform/storage";
import { it, plainJpeg, storedFiles, test, type Disk } from "./support/fixtures";

let database: Database;
let disk: Disk;

test.beforeAll(({ database: fileDatabase, disk: fileDisk }) => {
  [database, disk] = [fileDatabase, fileDisk];
});

/** What an action does: parse with the shared schema, then write in one transaction. */
const inTx = <T>(work: (tx: Parameters<Parameters<Database["db"]["transaction"]>[0]>[0]) => Promise<T>) => database.db.transaction(work);

const messagesOf = (error: { issues: { path: PropertyKey[]; message: string }[] } | undefined) =>
  Object.fromEntries((error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("hero images", () => {
  const heroForm = (overrides: Partial<HeroImageFormValues> = {}): HeroImageFormValues => ({
    ...emptyHeroImageForm,
    imageUrl: "/media/hero/portada.jpg",
    title: "Reformas en Galicia",
    ...overrides,
  });
  const create = (values: HeroImageFormValues) => inTx((tx) => hero.createHeroImage(tx, heroImageSchema.parse(values)));
  const orderOf = async (id: string) => (await database.db.select().from(heroImages).where(eq(heroImages.id, id)))[0]?.orderIndex;

  test.beforeEach(async () => {
    await database.db.delete(heroImages);
  });

  it("shares one schema with the form: image and title required, order at least 1, an empty subtitle stored as absent", () => {
    expect(emptyHeroImageForm).toMatchObject({ orderIndex: 1, isActive: true, imageUrl: "", title: "" });
    const empty = heroImageSchema.safeParse(emptyHeroImageForm);
    expect(messagesOf(empty.error)).toMatchObject({ imageUrl: heroValidationMessages.es.imageRequired, title: heroValidationMessages.es.titleRequired });

    for (const orderIndex of [0, -3]) {
      expect(messagesOf(heroImageSchema.safeParse(heroForm({ orderIndex })).error)).toEqual({ orderIndex: "El orden mínimo es 1" });
    }
    expect(heroImageSchema.safeParse(heroForm({ orderIndex: 1.5 })).success).toBe(false);
    for (const imageUrl of ["javascript:alert(1)", "data:image/png;base64,AAAA", "portada.jpg", "/media/../secret"]) {
      expect(messagesOf(heroImageSchema.safeParse(heroForm({ imageUrl })).error), imageUrl).toEqual({ imageUrl: heroValidationMessages.es.imageInvalid });
    }
    expect(heroImageSchema.parse(heroForm({ imageUrl: "https://cdn.example.com/a.jpg", subtitle: "   " }))).toMatchObject({
      imageUrl: "https://cdn.example.com/a.jpg",
      subtitle: null,
    });
    expect(moveHeroImageSchema.safeParse({ id: "00000000-0000-4000-8000-000000000000", direction: "left" }).success).toBe(false);
  });

  it("creates, updates and toggles an image; lists by order_index, equal orders by age", async () => {
    const first = await create(heroForm({ title: "Primera", orderIndex: 2 }));
    const second = await create(heroForm({ title: "Segunda", orderIndex: 1, subtitle: "Obra nueva" }));
    const third = await create(heroForm({ title: "Tercera", orderIndex: 2, isActive: false }));
    expect(second).toMatchObject({ title: "Segunda", subtitle: "Obra nueva", orderIndex: 1, isActive: true });
    expect((await hero.listHeroImages(database.db)).map((r) => r.title)).toEqual(["Segunda", "Primera", "Tercera"]);

    const { row } = await inTx((tx) =>
      hero.updateHeroImage(tx, first.id, heroImageSchema.parse(heroForm({ title: "Primera (editada)", subtitle: "", orderIndex: 5 }))),
    );
    expect(row).toMatchObject({ id: first.id, title: "Primera (editada)", subtitle: null, orderIndex: 5 });

    expect(await inTx((tx) => hero.setHeroImageActive(tx, third.id, true))).toMatchObject({ isActive: true });
    expect(await inTx((tx) => hero.setHeroImageActive(tx, second.id, false))).toMatchObject({ isActive: false });

    const unknown = "00000000-0000-4000-8000-000000000000";
    await expect(inTx((tx) => hero.updateHeroImage(tx, unknown, heroImageSchema.parse(heroForm())))).rejects.toMatchObject({ reason: "not-found" });
    await expect(inTx((tx) => hero.setHeroImageActive(tx, unknown, true))).rejects.toBeInstanceOf(hero.HeroImageError);
  });

  it("moves up by lowering order_index by 1 (refused at 1) and down by raising it by 1, with no upper bound", async () => {
    const top = await create(heroForm({ title: "Arriba", orderIndex: 1 }));
    const other = await create(heroForm({ title: "Abajo", orderIndex: 3 }));

    await expect(inTx((tx) => hero.moveHeroImage(tx, top.id, "up"))).rejects.toMatchObject({ message: heroMessages.es.alreadyFirst, reason: "invalid" });
    expect(await orderOf(top.id)).toBe(1);

    expect(await inTx((tx) => hero.moveHeroImage(tx, other.id, "up"))).toMatchObject({ orderIndex: 2 });
    expect(await inTx((tx) => hero.moveHeroImage(tx, other.id, "up"))).toMatchObject({ orderIndex: 1 });
    // A tie: the older image keeps the first place.
    expect((await hero.listHeroImages(database.db)).map((r) => r.title)).toEqual(["Arriba", "Abajo"]);
    await expect(inTx((tx) => hero.moveHeroImage(tx, other.id, "up"))).rejects.toBeInstanceOf(hero.HeroImageError);

    expect(await inTx((tx) => hero.moveHeroImage(tx, top.id, "down"))).toMatchObject({ orderIndex: 2 });
    expect((await hero.listHeroImages(database.db)).map((r) => r.title)).toEqual(["Abajo", "Arriba"]);
    await database.db.update(heroImages).set({ orderIndex: 999 }).where(eq(heroImages.id, top.id));
    expect(await inTx((tx) => hero.moveHeroImage(tx, top.id, "down"))).toMatchObject({ orderIndex: 1000 });
  });

  it("deletes an image and then its stored file, keeping a file something else still shows", async () => {
    const own = await processImage(await plainJpeg("#b45309"), { keyPrefix: heroImageFolder(), storage: disk.storage, db: database.db });
    const shared = await processImage(await plainJpeg("#1c1917"), { keyPrefix: heroImageFolder(), storage: disk.storage, db: database.db });
    const a = await create(heroForm({ title: "Propia", imageUrl: own.url }));
    const b = await create(heroForm({ title: "Compartida", imageUrl: shared.url }));
    // The same picture also serves as the About gallery's.
    await database.db.insert(aboutGallery).values({ imageUrl: shared.url, altText: "x", orderIndex: 1 });
    const ownFiles = await storedFiles(database, own.url);
    const sharedFiles = await storedFiles(database, shared.url);
    expect(ownFiles.length).toBeGreaterThan(2);

    const deletion = await inTx((tx) => hero.deleteHeroImage(tx, a.id));
    expect(deletion).toEqual({ id: a.id, title: "Propia", fileUrls: [own.url] });
    expect(await orderOf(a.id)).toBeUndefined();
    await removeStoredFiles(database.db, deletion.fileUrls, disk.storage);
    for (const url of ownFiles) expect(disk.exists(url), url).toBe(false);
    expect(await database.db.select().from(mediaAssets).where(eq(mediaAssets.url, own.url))).toEqual([]);

    expect((await inTx((tx) => hero.deleteHeroImage(tx, b.id))).fileUrls).toEqual([]);
    for (const url of sharedFiles) expect(disk.exists(url), url).toBe(true);
    await expect(inTx((tx) => hero.deleteHeroImage(tx, b.id))).rejects.toMatchObject({ reason: "not-found" });
    await database.db.delete(aboutGallery);
  });

  it("replacing the picture hands back the old stored file only when nothing else uses it", async () => {
    const old = await processImage(await plainJpeg("#57534e"), { keyPrefix: heroImageFolder(), storage: disk.storage, db: database.db });
    const image = await create(heroForm({ imageUrl: old.url }));
    await database.db.insert(projects).values({ slug: "usa-portada", title: "Usa la portada", coverImage: old.url });
    const kept = await inTx((tx) => hero.updateHeroImage(tx, image.id, heroImageSchema.parse(heroForm({ imageUrl: "https://cdn.example.com/b.jpg" }))));
    expect(kept.fileUrls).toEqual([]);

    await inTx((tx) => hero.updateHeroImage(tx, image.id, heroImageSchema.parse(heroForm({ imageUrl: old.url }))));
    await database.db.delete(projects);
    const replaced = await inTx((tx) => hero.updateHeroImage(tx, image.id, heroImageSchema.parse(heroForm({ imageUrl: "https://cdn.example.com/c.jpg" }))));
    expect(replaced.fileUrls).toEqual([old.url]);
    // Keeping the same picture leaves nothing to remove.
    const same = await inTx((tx) =>
      hero.updateHeroImage(tx, image.id, heroImageSchema.parse(heroForm({ imageUrl: "https://cdn.example.com/c.jpg", title: "Otro" }))),
    );
    expect(same.fileUrls).toEqual([]);
    await removeStoredFiles(database.db, replaced.fileUrls, disk.storage);
    expect(disk.exists(old.url)).toBe(false);
  });
});

describe("About gallery", () => {
  const add = (imageUrl: string, altText = "Imagen") => inTx((tx) => about.addAboutImage(tx, addAboutImageSchema.parse({ imageUrl, altText })));
  const orders = async () =>
    Object.fromEntries((await database.db.select().from(aboutGallery)).map((r) => [r.altText, r.orderIndex])) as Record<string, number>;

  test.beforeEach(async () => {
    await database.db.delete(aboutGallery);
  });

  it("fills the alt text of a new upload as 'Nova imagem - ' plus the file name without its extension (in the person's language)", () => {
    const alt = (m: typeof aboutMessages.es, file: string) => m.newAlt(withoutExtension(file));
    expect(alt(aboutMessages.pt, "cocina-lugo.jpg")).toBe("Nova imagem - cocina-lugo");
    expect(alt(aboutMessages.pt, "obra.final.v2.webp")).toBe("Nova imagem - obra.final.v2");
    expect(alt(aboutMessages.pt, "sin-extension")).toBe("Nova imagem - sin-extension");
    expect(alt(aboutMessages.es, "cocina-lugo.jpg")).toBe("Nueva imagen - cocina-lugo");
  });

  it("puts a new upload at the maximum order + 1, or 1 in an empty gallery, active", async () => {
    const first = await add("/media/about-gallery/a.jpg", "a");
    expect(first).toMatchObject({ orderIndex: 1, isActive: true, altText: "a" });
    expect((await add("/media/about-gallery/b.jpg", "b")).orderIndex).toBe(2);
    // Gaps and inactive images count: the maximum of every row.
    await database.db.update(aboutGallery).set({ orderIndex: 7, isActive: false }).where(eq(aboutGallery.id, first.id));
    expect((await add("/media/about-gallery/c.jpg", "c")).orderIndex).toBe(8);

    // Uploads finishing together still get distinct numbers.
    const together = await Promise.all(["d", "e", "f"].map((n) => add(`/media/about-gallery/${n}.jpg`, n)));
    expect(new Set(together.map((r) => r.orderIndex))).toEqual(new Set([9, 10, 11]));
  });

  it("updates alt text, order (at least 1) and active state", async () => {
    const image = await add("/media/about-gallery/a.jpg", "antes");
    const update = (raw: object) => inTx((tx) => about.updateAboutImage(tx, updateAboutImageSchema.parse({ id: image.id, ...raw })));
    expect(await update({ altText: "  Salón reformado  " })).toMatchObject({ altText: "Salón reformado", orderIndex: 1, isActive: true });
    expect(await update({ orderIndex: 4, isActive: false })).toMatchObject({ altText: "Salón reformado", orderIndex: 4, isActive: false });

    const zero = updateAboutImageSchema.safeParse({ id: image.id, orderIndex: 0 });
    expect(messagesOf(zero.error)).toEqual({ orderIndex: "El orden mínimo es 1" });
    expect(updateAboutImageSchema.safeParse({ id: image.id }).success).toBe(false);
    await expect(inTx((tx) => about.updateAboutImage(tx, { id: "00000000-0000-4000-8000-000000000000", isActive: true }))).rejects.toMatchObject({
      reason: "not-found",
    });
  });

  it("reorders the whole gallery from 1 in one transaction; a batch naming an unknown id changes nothing", async () => {
    const [a, b, c] = [
      await add("/media/about-gallery/a.jpg", "a"),
      await add("/media/about-gallery/b.jpg", "b"),
      await add("/media/about-gallery/c.jpg", "c"),
    ];
    await database.db.update(aboutGallery).set({ orderIndex: 9 }).where(eq(aboutGallery.id, c.id));

    // The dragged item (c) moved to the top; everything renumbered 1, 2, 3.
    expect(await inTx((tx) => about.reorderAboutImages(tx, reorderAboutImagesSchema.parse({ ids: [c.id, a.id, b.id] }).ids))).toEqual({ count: 3 });
    expect(await orders()).toEqual({ c: 1, a: 2, b: 3 });
    expect((await about.listAboutImages(database.db)).map((r) => r.altText)).toEqual(["c", "a", "b"]);

    // The unknown id comes last: the first three rows were already renumbered inside the
    // transaction when it failed, and all of it rolled back.
    const unknown = "00000000-0000-4000-8000-000000000000";
    await expect(inTx((tx) => about.reorderAboutImages(tx, [b.id, a.id, c.id, unknown]))).rejects.toMatchObject({ reason: "not-found" });
    expect(await orders()).toEqual({ c: 1, a: 2, b: 3 });

    // A batch that misses an image (uploaded meanwhile) is refused the same way.
    await expect(inTx((tx) => about.reorderAboutImages(tx, [b.id, a.id]))).rejects.toMatchObject({ reason: "stale", message: aboutMessages.es.staleOrder });
    expect(await orders()).toEqual({ c: 1, a: 2, b: 3 });

    expect(reorderAboutImagesSchema.safeParse({ ids: [a.id, a.id, b.id] }).success).toBe(false);
    expect(reorderAboutImagesSchema.safeParse({ ids: [] }).success).toBe(false);
  });

  it("deletes an image, then removes its stored file and variants", async () => {
    const stored = await processImage(await plainJpeg("#f59e0b"), { keyPrefix: aboutGalleryFolder(), storage: disk.storage, db: database.db });
    const image = await add(stored.url, "con archivo");
    const external = await add("https://cdn.example.com/externa.jpg", "externa");
    const files = await storedFiles(database, stored.url);
    expect(files.length).toBeGreaterThan(2);
    for (const url of files) expect(disk.exists(url)).toBe(true);

    const deletion = await inTx((tx) => about.deleteAboutImage(tx, image.id));
    expect(deletion).toEqual({ id: image.id, fileUrls: [stored.url] });
    // The row goes with the transaction, the files only after it.
    expect(disk.exists(stored.url)).toBe(true);
    await removeStoredFiles(database.db, deletion.fileUrls, disk.storage);
    for (const url of files) expect(disk.exists(url), url).toBe(false);
    expect(await database.db.select().from(mediaAssets).where(eq(mediaAssets.url, stored.url))).toEqual([]);

    // Not ours to delete.
    expect((await inTx((tx) => about.deleteAboutImage(tx, external.id))).fileUrls).toEqual([]);
    await expect(inTx((tx) => about.deleteAboutImage(tx, image.id))).rejects.toMatchObject({ reason: "not-found" });
    expect(await database.db.select().from(aboutGallery)).toEqual([]);
  });
});
