import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDiskStorage,
  getStorage,
  InvalidStorageKeyError,
  keyFromMediaUrl,
  mediaUrl,
  parseRange,
  projectImageKey,
  uploadsDir,
  type Storage,
} from "@/platform/storage";
import { GET, HEAD } from "@/app/media/[...key]/route";
import { storageContract } from "./support/storage-contract";

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

storageContract("disk", () => storage);

describe("disk storage", () => {
  it("replaces atomically and leaves no temporary file behind", async () => {
    await storage.put("s/replace.txt", Buffer.from("one"), { contentType: "text/plain" });
    await storage.put("s/replace.txt", Buffer.from("two"), { contentType: "text/plain" });
    expect(await text((await storage.get("s/replace.txt"))!.stream)).toBe("two");
    expect(fs.readdirSync(path.join(dataDir, "uploads/.tmp"))).toEqual([]);
  });

  it("leaves no temporary file behind when a write fails before the file is open", async () => {
    // A body that has already failed rejects the put before the temporary file is even opened.
    const failed = () => {
      const body = new Readable({ read() {} });
      // The request's own listener, as busboy has one: without any, the error would crash the test process.
      body.on("error", () => {});
      body.destroy(new Error("client went away"));
      return body;
    };
    const refused = Array.from({ length: 50 }, () => storage.put("s/refused.bin", failed(), { contentType: "text/plain" }));
    // allSettled handles every rejection at once (awaiting them one by one leaves the later ones "unhandled").
    const settled = await Promise.allSettled(refused);
    for (const result of settled) {
      expect(result.status).toBe("rejected");
      expect(String((result as PromiseRejectedResult).reason)).toContain("client went away");
    }
    expect(fs.readdirSync(path.join(dataDir, "uploads/.tmp"))).toEqual([]);
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
