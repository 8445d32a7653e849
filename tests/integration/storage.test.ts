import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assertValidKey,
  createDiskStorage,
  getStorage,
  InvalidStorageKeyError,
  keyFromMediaUrl,
  mediaUrl,
  parseRange,
  projectImageKey,
  StorageLimitError,
  uploadsDir,
  type Storage,
} from "@/platform/storage";
import { GET, HEAD } from "@/app/media/[...key]/route";

let dataDir: string;
let storage: Storage;
const previousDataDir = process.env.DATA_DIR;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
  // The route (and getStorage) resolve DATA_DIR on each call.
  process.env.DATA_DIR = dataDir;
  storage = createDiskStorage(path.join(dataDir, "uploads"));
});

afterAll(() => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz";

describe("disk storage", () => {
  it("puts a buffer and reads it back with its type, size and public URL", async () => {
    const result = await storage.put("projects/p1/gallery/a.txt", Buffer.from(ALPHABET), { contentType: "text/plain" });
    expect(result).toEqual({ key: "projects/p1/gallery/a.txt", url: "/media/projects/p1/gallery/a.txt", bytes: 26 });
    expect(fs.readFileSync(path.join(dataDir, "uploads/projects/p1/gallery/a.txt"), "utf8")).toBe(ALPHABET);
    const object = await storage.get("projects/p1/gallery/a.txt");
    expect(object?.size).toBe(26);
    expect(object?.contentType).toBe("text/plain; charset=utf-8");
    expect(await text(object!.stream)).toBe(ALPHABET);
    expect(await storage.stat("projects/p1/gallery/a.txt")).toEqual({ size: 26, contentType: "text/plain; charset=utf-8" });
  });

  it("accepts Node and web streams", async () => {
    const node = await storage.put("s/node.txt", Readable.from([Buffer.from("ab"), Buffer.from("cd")]), { contentType: "text/plain" });
    expect(node.bytes).toBe(4);
    const web = new Blob(["hello ", "web"]).stream();
    const fromWeb = await storage.put("s/web.txt", web, { contentType: "text/plain" });
    expect(fromWeb.bytes).toBe(9);
    expect(await text((await storage.get("s/web.txt"))!.stream)).toBe("hello web");
  });

  it("reads byte ranges", async () => {
    const object = await storage.get("projects/p1/gallery/a.txt", { start: 2, end: 5 });
    expect(object?.range).toEqual({ start: 2, end: 5 });
    expect(object?.size).toBe(26);
    expect(await text(object!.stream)).toBe("cdef");
    const clamped = await storage.get("projects/p1/gallery/a.txt", { start: 20, end: 1000 });
    expect(await text(clamped!.stream)).toBe("uvwxyz");
    await expect(storage.get("projects/p1/gallery/a.txt", { start: 26, end: 30 })).rejects.toThrow(/outside/);
  });

  it("replaces atomically and leaves no temporary file behind", async () => {
    await storage.put("s/replace.txt", Buffer.from("one"), { contentType: "text/plain" });
    await storage.put("s/replace.txt", Buffer.from("two"), { contentType: "text/plain" });
    expect(await text((await storage.get("s/replace.txt"))!.stream)).toBe("two");
    expect(fs.readdirSync(path.join(dataDir, "uploads/.tmp"))).toEqual([]);
  });

  it("enforces maxBytes without storing anything", async () => {
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(storage.put("s/big.bin", big, { contentType: "application/octet-stream", maxBytes: 1000 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await storage.exists("s/big.bin")).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, "uploads/.tmp"))).toEqual([]);
  });

  it("reports missing objects as null / false and deletes idempotently", async () => {
    expect(await storage.get("nope/missing.jpg")).toBeNull();
    expect(await storage.stat("nope/missing.jpg")).toBeNull();
    expect(await storage.exists("projects/p1/gallery/a.txt")).toBe(true);
    await storage.delete("projects/p1/gallery/a.txt");
    await storage.delete("projects/p1/gallery/a.txt");
    expect(await storage.exists("projects/p1/gallery/a.txt")).toBe(false);
    // A folder is not an object.
    expect(await storage.get("projects/p1")).toBeNull();
  });

  it.each([
    ["../escape.txt"],
    ["a/../../escape.txt"],
    ["/etc/passwd"],
    ["C:/windows/win.ini"],
    ["a\\b.txt"],
    ["a/\0b.txt"],
    ["a//b.txt"],
    ["a/b/"],
    [""],
    ["./a.txt"],
    [".tmp/x"],
    ["a/.hidden"],
  ])("refuses the key %j everywhere", async (key) => {
    expect(() => assertValidKey(key)).toThrow(InvalidStorageKeyError);
    await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
    expect(fs.existsSync(path.join(dataDir, "escape.txt"))).toBe(false);
  });

  it("builds spec-shaped keys and maps URLs back to keys", () => {
    const key = projectImageKey("3f1c", "before", ".JPG");
    expect(key).toMatch(/^projects\/3f1c\/before\/[0-9a-f-]{36}\.jpg$/);
    expect(keyFromMediaUrl(mediaUrl(key))).toBe(key);
    expect(keyFromMediaUrl(`https://cdn.example.com${mediaUrl(key)}`)).toBe(key);
    expect(keyFromMediaUrl("/media/../secret")).toBeNull();
    expect(keyFromMediaUrl("https://youtube.com/embed/x")).toBeNull();
    expect(() => projectImageKey("../x", "gallery", "jpg")).toThrow(InvalidStorageKeyError);
  });

  it("getStorage() is the disk driver under DATA_DIR/uploads", async () => {
    expect(uploadsDir()).toBe(path.join(dataDir, "uploads"));
    await getStorage().put("g/via-get-storage.txt", Buffer.from("ok"), { contentType: "text/plain" });
    expect(await storage.exists("g/via-get-storage.txt")).toBe(true);
  });
});

describe("parseRange", () => {
  it.each([
    [null, { kind: "none" }],
    ["bytes=0-9", { kind: "range", start: 0, end: 9 }],
    ["bytes=90-", { kind: "range", start: 90, end: 99 }],
    ["bytes=-10", { kind: "range", start: 90, end: 99 }],
    ["bytes=-500", { kind: "range", start: 0, end: 99 }],
    ["bytes=50-5000", { kind: "range", start: 50, end: 99 }],
    ["bytes=100-", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=0-1,5-6", { kind: "none" }],
    ["items=0-1", { kind: "none" }],
    ["bytes=9-3", { kind: "none" }],
  ])("%j on 100 bytes", (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});

describe("GET/HEAD /media/[...key]", () => {
  const context = (key: string) => ({ params: Promise.resolve({ key: key.split("/") }) });
  const request = (headers: Record<string, string> = {}) => new Request("http://localhost/media/x", { headers });

  beforeAll(async () => {
    await getStorage().put("projects/p2/videos/clip.mp4", Buffer.from(ALPHABET), { contentType: "video/mp4" });
  });

  it("serves the whole file with immutable caching and nosniff", async () => {
    const response = await GET(request(), context("projects/p2/videos/clip.mp4"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("content-length")).toBe("26");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(await response.text()).toBe(ALPHABET);
  });

  it("answers a Range request with 206 and Content-Range", async () => {
    const response = await GET(request({ range: "bytes=10-14" }), context("projects/p2/videos/clip.mp4"));
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 10-14/26");
    expect(response.headers.get("content-length")).toBe("5");
    expect(await response.text()).toBe("klmno");
    const suffix = await GET(request({ range: "bytes=-3" }), context("projects/p2/videos/clip.mp4"));
    expect(await suffix.text()).toBe("xyz");
  });

  it("answers 416 to an unsatisfiable range", async () => {
    const response = await GET(request({ range: "bytes=26-" }), context("projects/p2/videos/clip.mp4"));
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */26");
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await HEAD(request(), context("projects/p2/videos/clip.mp4"));
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
