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
import { mediaRouteContract, storageContract } from "./support/storage-contract";

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

mediaRouteContract("disk", (key, body, contentType) => getStorage().put(key, body, { contentType }));
