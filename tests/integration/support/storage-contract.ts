import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { beforeEach, describe, expect, it } from "vitest";
import { GET, HEAD } from "@/app/media/[...key]/route";
import { assertValidKey, InvalidStorageKeyError, RangeNotSatisfiableError, StorageLimitError, type Storage } from "@/platform/storage";

/**
 * What every Storage driver must do, run against a live driver. `getStorage` is called
 * inside each test so the driver can be built in the caller's beforeAll. Driver-specific
 * checks (files on disk, objects in the bucket) stay in the driver's own test file.
 */
export function storageContract(name: string, getStorage: () => Storage) {
  const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
  // Above S3's 5 MiB minimum part size twice over, so the S3 driver takes the multipart path.
  const LARGE = 11 * 1024 * 1024 + 123;

  async function bytesOf(stream: Readable): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  const text = async (stream: Readable) => (await bytesOf(stream)).toString("utf8");

  /** `size` deterministic bytes in 64 KiB chunks, generated lazily (never held whole). */
  function generated(size: number): Readable {
    let offset = 0;
    return new Readable({
      read() {
        if (offset >= size) return void this.push(null);
        const length = Math.min(64 * 1024, size - offset);
        const chunk = Buffer.alloc(length);
        for (let i = 0; i < length; i++) chunk[i] = (offset + i) % 251;
        offset += length;
        this.push(chunk);
      },
    });
  }
  function expectedSlice(start: number, end: number): Buffer {
    const out = Buffer.alloc(end - start + 1);
    for (let i = 0; i < out.length; i++) out[i] = (start + i) % 251;
    return out;
  }
  const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

  describe(`storage contract: ${name}`, () => {
    it("puts a buffer and reads it back with its type, size and public URL", async () => {
      const storage = getStorage();
      const key = "projects/p1/gallery/a.txt";
      const result = await storage.put(key, Buffer.from(ALPHABET), { contentType: "text/plain" });
      expect(result).toEqual({ key, url: storage.urlFor(key), bytes: 26 });
      const object = await storage.get(key);
      expect(object?.size).toBe(26);
      expect(object?.contentType).toBe("text/plain; charset=utf-8");
      expect(object?.range).toBeUndefined();
      expect(await text(object!.stream)).toBe(ALPHABET);
      expect(await storage.stat(key)).toEqual({ size: 26, contentType: "text/plain; charset=utf-8" });
      expect(await storage.exists(key)).toBe(true);
    });

    it("accepts Uint8Array views, Node and web streams", async () => {
      const storage = getStorage();
      const backing = new TextEncoder().encode("xxhello viewxx");
      const view = await storage.put("s/view.txt", backing.subarray(2, 12), { contentType: "text/plain" });
      expect(view.bytes).toBe(10);
      expect(await text((await storage.get("s/view.txt"))!.stream)).toBe("hello view");
      const node = await storage.put("s/node.txt", Readable.from([Buffer.from("ab"), Buffer.from("cd")]), { contentType: "text/plain" });
      expect(node.bytes).toBe(4);
      expect(await text((await storage.get("s/node.txt"))!.stream)).toBe("abcd");
      const web = new Blob(["hello ", "web"]).stream();
      const fromWeb = await storage.put("s/web.txt", web, { contentType: "text/plain" });
      expect(fromWeb.bytes).toBe(9);
      expect(await text((await storage.get("s/web.txt"))!.stream)).toBe("hello web");
      const empty = await storage.put("s/empty.txt", Readable.from([]), { contentType: "text/plain" });
      expect(empty.bytes).toBe(0);
      expect(await storage.stat("s/empty.txt")).toEqual({ size: 0, contentType: "text/plain; charset=utf-8" });
    });

    it("reads byte ranges", async () => {
      const storage = getStorage();
      const key = "projects/p1/gallery/a.txt";
      const object = await storage.get(key, { start: 2, end: 5 });
      expect(object?.range).toEqual({ start: 2, end: 5 });
      expect(object?.size).toBe(26);
      expect(object?.contentType).toBe("text/plain; charset=utf-8");
      expect(await text(object!.stream)).toBe("cdef");
      const clamped = await storage.get(key, { start: 20, end: 1000 });
      expect(clamped?.range).toEqual({ start: 20, end: 25 });
      expect(await text(clamped!.stream)).toBe("uvwxyz");
      const last = await storage.get(key, { start: 25, end: 25 });
      expect(await text(last!.stream)).toBe("z");
      await expect(storage.get(key, { start: 26, end: 30 })).rejects.toThrow(/outside/);
      await expect(storage.get(key, { start: 26, end: 30 })).rejects.toMatchObject({ size: 26 });
      await expect(storage.get(key, { start: 26, end: 30 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      expect(await storage.get("nope/missing.txt", { start: 0, end: 3 })).toBeNull();
    });

    it("replaces an object", async () => {
      const storage = getStorage();
      await storage.put("s/replace.txt", Buffer.from("one"), { contentType: "text/plain" });
      await storage.put("s/replace.txt", Buffer.from("two!"), { contentType: "text/plain" });
      expect(await text((await storage.get("s/replace.txt"))!.stream)).toBe("two!");
      expect((await storage.stat("s/replace.txt"))?.size).toBe(4);
    });

    it("enforces maxBytes on streams and buffers without storing anything", async () => {
      const storage = getStorage();
      const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
      await expect(storage.put("s/big.bin", big, { contentType: "application/octet-stream", maxBytes: 1000 })).rejects.toBeInstanceOf(StorageLimitError);
      expect(await storage.exists("s/big.bin")).toBe(false);
      await expect(storage.put("s/big-buffer.bin", Buffer.alloc(1001), { contentType: "application/octet-stream", maxBytes: 1000 })).rejects.toBeInstanceOf(
        StorageLimitError,
      );
      expect(await storage.exists("s/big-buffer.bin")).toBe(false);
      // Exactly the limit is allowed.
      const exact = await storage.put("s/exact.bin", Readable.from([Buffer.alloc(500), Buffer.alloc(500)]), {
        contentType: "application/octet-stream",
        maxBytes: 1000,
      });
      expect(exact.bytes).toBe(1000);
    });

    it("keeps the previous object when a replacement is refused", async () => {
      const storage = getStorage();
      await storage.put("s/keep.txt", Buffer.from("original"), { contentType: "text/plain" });
      await expect(storage.put("s/keep.txt", Readable.from([Buffer.alloc(2000)]), { contentType: "text/plain", maxBytes: 1000 })).rejects.toBeInstanceOf(
        StorageLimitError,
      );
      expect(await text((await storage.get("s/keep.txt"))!.stream)).toBe("original");
    });

    it("stores nothing when the source stream fails", async () => {
      const storage = getStorage();
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(100));
          this.destroy(new Error("client went away"));
        },
      });
      await expect(storage.put("s/failed.bin", failing, { contentType: "application/octet-stream" })).rejects.toThrow(/client went away/);
      expect(await storage.exists("s/failed.bin")).toBe(false);
    });

    it("streams a large body in and out, with ranges across it", async () => {
      const storage = getStorage();
      const key = "projects/p3/videos/large.mp4";
      const result = await storage.put(key, generated(LARGE), { contentType: "video/mp4", maxBytes: 100 * 1024 * 1024 });
      expect(result.bytes).toBe(LARGE);
      expect(await storage.stat(key)).toEqual({ size: LARGE, contentType: "video/mp4" });
      const whole = await bytesOf((await storage.get(key))!.stream);
      expect(whole.length).toBe(LARGE);
      expect(sha(whole)).toBe(sha(expectedSlice(0, LARGE - 1)));
      // Across the first 5 MiB part boundary.
      const start = 5 * 1024 * 1024 - 10;
      const object = await storage.get(key, { start, end: start + 19 });
      expect(object?.range).toEqual({ start, end: start + 19 });
      expect(object?.size).toBe(LARGE);
      expect(await bytesOf(object!.stream)).toEqual(expectedSlice(start, start + 19));
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
    });

    it("enforces maxBytes past the first parts of a large upload", async () => {
      const storage = getStorage();
      const key = "projects/p3/videos/too-large.mp4";
      await expect(storage.put(key, generated(LARGE), { contentType: "video/mp4", maxBytes: 7 * 1024 * 1024 })).rejects.toBeInstanceOf(StorageLimitError);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
    });

    it("reports missing objects as null / false and deletes idempotently", async () => {
      const storage = getStorage();
      const key = "projects/p1/gallery/a.txt";
      expect(await storage.get("nope/missing.jpg")).toBeNull();
      expect(await storage.stat("nope/missing.jpg")).toBeNull();
      expect(await storage.exists("nope/missing.jpg")).toBe(false);
      expect(await storage.exists(key)).toBe(true);
      await storage.delete(key);
      await storage.delete(key);
      await storage.delete("nope/never-existed.jpg");
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
      // A folder is not an object.
      expect(await storage.get("projects/p1")).toBeNull();
      expect(await storage.stat("projects")).toBeNull();
    });

    it("lists the objects under a prefix with size and modification time", async () => {
      const storage = getStorage();
      const before = Date.now() - 60_000;
      await storage.put("listing/a/one.txt", Buffer.from("one"), { contentType: "text/plain" });
      await storage.put("listing/a/deep/two.txt", Buffer.from("two!"), { contentType: "text/plain" });
      await storage.put("listing/b/three.txt", Buffer.from("3"), { contentType: "text/plain" });
      await storage.put("listing-other/x.txt", Buffer.from("x"), { contentType: "text/plain" });
      const under = (prefix: string) => storage.list(prefix).then((items) => items.sort((x, y) => x.key.localeCompare(y.key)));

      const a = await under("listing/a/");
      expect(a.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: "listing/a/deep/two.txt", size: 4 },
        { key: "listing/a/one.txt", size: 3 },
      ]);
      for (const item of a) {
        expect(item.lastModified).toBeInstanceOf(Date);
        expect(item.lastModified.getTime()).toBeGreaterThan(before);
        expect(item.lastModified.getTime()).toBeLessThan(Date.now() + 60_000);
      }
      expect((await under("listing/")).map((i) => i.key)).toEqual(["listing/a/deep/two.txt", "listing/a/one.txt", "listing/b/three.txt"]);
      // A prefix is a string prefix, not only a folder.
      expect((await under("listing")).map((i) => i.key)).toContain("listing-other/x.txt");
      expect(await storage.list("listing/none/")).toEqual([]);
      // Everything, with no driver-internal files.
      const all = await storage.list("");
      expect(all.map((i) => i.key)).toContain("listing/b/three.txt");
      expect(all.every((i) => !i.key.startsWith("."))).toBe(true);
    });

    it("copies an object to another key, leaving the source", async () => {
      const storage = getStorage();
      await storage.put("copying/from/a.txt", Buffer.from(ALPHABET), { contentType: "text/plain" });
      await storage.copy("copying/from/a.txt", "copying/to/deeper/b.txt");
      expect(await text((await storage.get("copying/to/deeper/b.txt"))!.stream)).toBe(ALPHABET);
      expect(await storage.stat("copying/to/deeper/b.txt")).toEqual({ size: 26, contentType: "text/plain; charset=utf-8" });
      expect(await storage.exists("copying/from/a.txt")).toBe(true);
      await expect(storage.copy("copying/from/missing.txt", "copying/to/c.txt")).rejects.toThrow();
      expect(await storage.exists("copying/to/c.txt")).toBe(false);
      await expect(storage.copy("copying/from/a.txt", "../escape.txt")).rejects.toThrow(InvalidStorageKeyError);
    });

    it.each([
      ["../escape.txt"],
      ["a/../../escape.txt"],
      ["/etc/passwd"],
      ["C:/windows/win.ini"],
      ["a\\b.txt"],
      ["a/\0b.txt"],
      ["a/\nb.txt"],
      ["a//b.txt"],
      ["a/b/"],
      [""],
      ["./a.txt"],
      [".tmp/x"],
      ["a/.hidden"],
      ["x".repeat(1025)],
    ])("refuses the key %j everywhere", async (key) => {
      const storage = getStorage();
      expect(() => assertValidKey(key)).toThrow(InvalidStorageKeyError);
      await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.put(key, Readable.from([Buffer.from("x")]), { contentType: "text/plain" })).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.get(key, { start: 0, end: 1 })).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.stat(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
      expect(() => storage.urlFor(key)).toThrow(InvalidStorageKeyError);
    });
  });
}

/**
 * GET and HEAD /media/[...key] serving what the storage getStorage() opens holds: `store` puts a
 * file there (and points getStorage() at its driver) before each test.
 */
export function mediaRouteContract(name: string, store: (key: string, body: Buffer, contentType: string) => Promise<unknown>) {
  const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
  const CLIP = "projects/p2/videos/clip.mp4";
  const context = (key: string) => ({ params: Promise.resolve({ key: key.split("/") }) });
  const request = (headers: Record<string, string> = {}) => new Request("http://localhost/media/x", { headers });

  describe(`GET/HEAD /media/[...key]: ${name}`, () => {
    beforeEach(() => store(CLIP, Buffer.from(ALPHABET), "video/mp4"));

    it("serves the whole file with immutable caching and nosniff", async () => {
      const response = await GET(request(), context(CLIP));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("video/mp4");
      expect(response.headers.get("content-length")).toBe("26");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("accept-ranges")).toBe("bytes");
      expect(await response.text()).toBe(ALPHABET);
    });

    it("answers a Range request with 206 and Content-Range", async () => {
      const response = await GET(request({ range: "bytes=10-14" }), context(CLIP));
      expect(response.status).toBe(206);
      expect(response.headers.get("content-range")).toBe("bytes 10-14/26");
      expect(response.headers.get("content-length")).toBe("5");
      expect(await response.text()).toBe("klmno");
      const suffix = await GET(request({ range: "bytes=-3" }), context(CLIP));
      expect(await suffix.text()).toBe("xyz");
    });

    it("answers 416 to an unsatisfiable range", async () => {
      const response = await GET(request({ range: "bytes=26-" }), context(CLIP));
      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe("bytes */26");
    });

    it("answers HEAD with the headers and no body", async () => {
      const response = await HEAD(request(), context(CLIP));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-length")).toBe("26");
      expect(response.body).toBeNull();
    });

    it("answers 404 for missing files, folders and invalid keys", async () => {
      for (const key of ["projects/p2/videos/none.mp4", "projects/p2", "../../etc/passwd", ".tmp/x", "a\\b"]) {
        expect((await GET(request(), context(key))).status, key).toBe(404);
        expect((await HEAD(request(), context(key))).status, key).toBe(404);
      }
      const empty = await GET(request(), { params: Promise.resolve({ key: [] as string[] }) });
      expect(empty.status).toBe(404);
    });
  });
}
