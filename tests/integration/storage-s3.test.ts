import fs from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, getStorage, s3OptionsFromEnv, type Storage } from "@/platform/storage";
import { mediaRouteContract, storageContract } from "./support/storage-contract";

/**
 * The S3 driver against a real S3-compatible server (s3rver: pure JS, files in a temp
 * directory) listening on loopback.
 */

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

const BUCKET = "obras-test";
// s3rver's built-in account.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const ENV_KEYS = [
  "STORAGE_DRIVER",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_BASE_URL",
  "DATA_DIR",
] as const;

let tempDir: string;
let server: S3rverInstance;
let endpoint: string;
let raw: S3Client;
let s3: Storage;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

function restoreEnv() {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
}

function useS3Env(extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    ...extra,
  });
}

beforeAll(async () => {
  for (const key of ENV_KEYS) delete process.env[key];
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-s3-test-"));
  process.env.DATA_DIR = path.join(tempDir, "data");
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(tempDir, "s3rver") });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  raw = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  await raw.send(new CreateBucketCommand({ Bucket: BUCKET }));
  s3 = createS3Storage({ bucket: BUCKET, endpoint, credentials: CREDENTIALS });
});

afterAll(async () => {
  raw?.destroy();
  await server?.close();
  restoreEnv();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

storageContract("s3", () => s3);

describe("s3 storage specifics", () => {
  afterEach(() => {
    for (const key of ENV_KEYS) if (key !== "DATA_DIR") delete process.env[key];
  });

  it("stores objects under their key with the type /media would serve and long-lived caching", async () => {
    await s3.put("projects/p9/cover/c.webp", Buffer.from("RIFF"), { contentType: "image/webp" });
    const head = await raw.send(new HeadObjectCommand({ Bucket: BUCKET, Key: "projects/p9/cover/c.webp" }));
    expect(head.ContentType).toBe("image/webp");
    expect(head.CacheControl).toBe("public, max-age=31536000, immutable");
    expect(head.ContentLength).toBe(4);
    const body = await raw.send(new GetObjectCommand({ Bucket: BUCKET, Key: "projects/p9/cover/c.webp" }));
    expect(await body.Body!.transformToString()).toBe("RIFF");
  });

  it("leaves no object behind from refused uploads", async () => {
    const listed = await raw.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: "s/" }));
    const keys = (listed.Contents ?? []).map((o) => o.Key);
    expect(keys).not.toContain("s/big.bin");
    expect(keys).not.toContain("s/big-buffer.bin");
    expect(keys).not.toContain("s/failed.bin");
  });

  it("URLs stay /media/… unless a public base URL is configured", async () => {
    expect(s3.urlFor("projects/p1/a b.jpg")).toBe("/media/projects/p1/a%20b.jpg");
    const cdn = createS3Storage({ bucket: BUCKET, endpoint, credentials: CREDENTIALS, publicBaseUrl: "https://cdn.example.com/files/" });
    expect(cdn.urlFor("projects/p1/a b.jpg")).toBe("https://cdn.example.com/files/projects/p1/a%20b.jpg");
    const put = await cdn.put("projects/p1/cdn.txt", Buffer.from("x"), { contentType: "text/plain" });
    expect(put.url).toBe("https://cdn.example.com/files/projects/p1/cdn.txt");
  });

  it("reads its settings from the environment", () => {
    expect(s3OptionsFromEnv({})).toBeNull();
    expect(s3OptionsFromEnv({ STORAGE_DRIVER: "disk", S3_BUCKET: "b" })).toBeNull();
    expect(s3OptionsFromEnv({ S3_BUCKET: "b" })).toEqual({
      bucket: "b",
      endpoint: undefined,
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
      publicBaseUrl: undefined,
    });
    expect(
      s3OptionsFromEnv({
        STORAGE_DRIVER: "s3",
        S3_BUCKET: "b",
        S3_ENDPOINT: "https://s3.example.com",
        S3_REGION: "eu-west-3",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_PUBLIC_BASE_URL: "https://cdn.example.com",
      }),
    ).toEqual({
      bucket: "b",
      endpoint: "https://s3.example.com",
      region: "eu-west-3",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      forcePathStyle: true,
      publicBaseUrl: "https://cdn.example.com",
    });
    expect(s3OptionsFromEnv({ S3_BUCKET: "b", S3_ENDPOINT: "https://x", S3_FORCE_PATH_STYLE: "false" })?.forcePathStyle).toBe(false);
    expect(s3OptionsFromEnv({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "1" })?.forcePathStyle).toBe(true);
    expect(() => s3OptionsFromEnv({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => s3OptionsFromEnv({ STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER/);
    expect(() => s3OptionsFromEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it("getStorage() picks S3 when S3_BUCKET is set and the disk otherwise", async () => {
    useS3Env();
    const viaEnv = getStorage();
    await viaEnv.put("g/via-get-storage.txt", Buffer.from("ok"), { contentType: "text/plain" });
    expect(await s3.exists("g/via-get-storage.txt")).toBe(true);
    expect(getStorage()).toBe(viaEnv);

    delete process.env.S3_BUCKET;
    const onDisk = getStorage();
    expect(onDisk).not.toBe(viaEnv);
    await onDisk.put("g/on-disk.txt", Buffer.from("ok"), { contentType: "text/plain" });
    expect(fs.existsSync(path.join(tempDir, "data/uploads/g/on-disk.txt"))).toBe(true);
    expect(await s3.exists("g/on-disk.txt")).toBe(false);

    useS3Env({ STORAGE_DRIVER: "s3" });
    expect(await getStorage().exists("g/via-get-storage.txt")).toBe(true);
  });

  mediaRouteContract("streaming from S3", async (key, body, contentType) => {
    await s3.put(key, body, { contentType });
    useS3Env();
  });
});
