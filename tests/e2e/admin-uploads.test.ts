import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN } from "./global-setup";
import { sessionCookie, signUpCookie } from "./support/sign-in";
import { listFiles, sharedUploadsDir } from "./support/storage";

const baseURL = inject("baseURL");
const uploadsDir = sharedUploadsDir();
const endpoint = `${baseURL}/api/admin/uploads`;
const projectId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

let adminCookie = "";
let userCookie = "";

beforeAll(async () => {
  adminCookie = await sessionCookie(baseURL, ADMIN);
  userCookie = await signUpCookie(baseURL, { email: `vecino-uploads-${Date.now()}@obras.test`, password: "secret123", name: "vecino" });
});

function form(target: object, data: Uint8Array, name: string, type: string): FormData {
  const body = new FormData();
  body.append("target", JSON.stringify(target));
  body.append("file", new Blob([new Uint8Array(data)], { type }), name);
  return body;
}

function upload(body: FormData | ReadableStream<Uint8Array>, cookie = adminCookie, extra: Record<string, string> = {}) {
  return fetch(endpoint, {
    method: "POST",
    headers: { origin: baseURL, ...(cookie ? { cookie } : {}), ...extra },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

const jpeg = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .composite([{ input: Buffer.from('<svg width="2000" height="1500"><circle cx="1000" cy="750" r="500" fill="#246"/></svg>') }])
    .jpeg({ quality: 85 })
    .toBuffer();

const u32 = (n: number) => Buffer.from([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const tinyMp4 = Buffer.concat([u32(24), Buffer.from("ftypisom"), u32(512), Buffer.from("isomiso2"), u32(1008), Buffer.from("mdat"), Buffer.alloc(1000, 7)]);

describe("POST /api/admin/uploads", () => {
  it("stores a JPEG as the admin: 201 with its size, served as an image with its variants", async () => {
    const res = await upload(form({ kind: "project-image", projectId, imageType: "gallery" }, await jpeg(), "obra.jpg", "image/jpeg"));
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ kind: "image", width: 2000, height: 1500 });
    expect(body.url).toMatch(new RegExp(`^/media/projects/${projectId}/gallery/[0-9a-f-]{36}\\.jpg$`));

    const image = await fetch(`${baseURL}${body.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(2000);

    // A project image may become the cover: its 9:16 portrait crop (843 px wide, 843 × 16/9 ≈ 1499 tall) is stored too.
    for (const variant of ["-800w.webp", "-1600w.avif", "-p480w.avif", "-p720w.webp", "-p843w.avif"]) {
      const res = await fetch(`${baseURL}${body.url.replace(/\.jpg$/, variant)}`);
      expect(res.status, variant).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\/(webp|avif)$/);
    }
    const crop = await sharp(Buffer.from(await (await fetch(`${baseURL}${body.url.replace(/\.jpg$/, "-p843w.avif")}`)).arrayBuffer())).metadata();
    expect([crop.width, crop.height]).toEqual([843, 1499]);
  });

  it("stores no portrait crop for an image no hero draws (a content block's)", async () => {
    const res = await upload(form({ kind: "block-image" }, await jpeg(), "bloque.jpg", "image/jpeg"));
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    const base = path.join(uploadsDir, body.url.replace(/^\/media\//, "").replace(/\.jpg$/, ""));
    const files = listFiles(path.dirname(base)).filter((f) => f.startsWith(base));
    expect(files.filter((f) => /-\d+w\.(avif|webp)$/.test(f))).toHaveLength(8);
    expect(files.filter((f) => /-p\d+w\./.test(f))).toEqual([]);
  });

  it("refuses an HTML file renamed .jpg with 415 and stores nothing", async () => {
    const before = listFiles(uploadsDir).length;
    const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");
    const res = await upload(form({ kind: "hero-image" }, html, "foto.jpg", "image/jpeg"));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "El archivo no es una imagen válida." });
    expect(listFiles(uploadsDir).length).toBe(before);
  });

  it("refuses an 11 MB image with 413, by Content-Length and when streamed without one", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    const res = await upload(form({ kind: "about-image" }, big, "grande.jpg", "image/jpeg"));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "La imagen supera el tamaño máximo de 10 MB." });

    // Chunked: the limit is enforced on the bytes actually received.
    const encoded = new Response(form({ kind: "about-image" }, big, "grande.jpg", "image/jpeg"));
    const contentType = encoded.headers.get("content-type")!;
    const chunked = await upload(encoded.body!, adminCookie, { "content-type": contentType });
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ error: "La imagen supera el tamaño máximo de 10 MB." });
  });

  it("stores an MP4 (container sniffed) and serves it with Range", async () => {
    const res = await upload(form({ kind: "project-video", projectId }, tinyMp4, "visita.bin", "application/octet-stream"));
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.kind).toBe("video");
    expect(body.url).toMatch(new RegExp(`^/media/projects/${projectId}/videos/[0-9a-f-]{36}\\.mp4$`));

    const ranged = await fetch(`${baseURL}${body.url}`, { headers: { range: "bytes=0-9" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-type")).toBe("video/mp4");
    expect(ranged.headers.get("content-range")).toBe(`bytes 0-9/${tinyMp4.length}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(tinyMp4.subarray(0, 10));
  });

  it("stores a 30 MB video intact: route handlers stream the body, nothing truncates it", async () => {
    const big = Buffer.concat([tinyMp4.subarray(0, 24), Buffer.alloc(30 * 1024 * 1024, 3)]);
    const res = await upload(form({ kind: "temp-video", tempId: projectId }, big, "obra.mov", "video/quicktime"));
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    const stored = await fetch(`${baseURL}${body.url}`, { headers: { range: "bytes=0-0" } });
    expect(stored.status).toBe(206);
    expect(stored.headers.get("content-range")).toBe(`bytes 0-0/${big.length}`);
    expect(stored.headers.get("content-type")).toBe("video/mp4");
  });

  it("refuses a video over 100 MB with 413 and keeps nothing", async () => {
    const before = listFiles(uploadsDir).length;
    const big = Buffer.concat([tinyMp4.subarray(0, 24), Buffer.alloc(100 * 1024 * 1024 + 10, 3)]);
    const res = await upload(form({ kind: "block-video" }, big, "largo.mp4", "video/mp4"));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "El vídeo supera el tamaño máximo de 100 MB." });
    // Without Content-Length the bytes received are counted: storage refuses and removes the partial file.
    const encoded = new Response(form({ kind: "block-video" }, big, "largo.mp4", "video/mp4"));
    const chunked = await upload(encoded.body!, adminCookie, { "content-type": encoded.headers.get("content-type")! });
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ error: "El vídeo supera el tamaño máximo de 100 MB." });
    expect(listFiles(uploadsDir).length).toBe(before);
  });

  it("refuses a non-video as a video with 415", async () => {
    const before = listFiles(uploadsDir).length;
    const res = await upload(form({ kind: "block-video" }, Buffer.from("PK\u0003\u0004 not a video at all"), "clip.mp4", "video/mp4"));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "El archivo no es un vídeo válido (MP4, MOV, AVI, MKV o WebM)." });
    expect(listFiles(uploadsDir).length).toBe(before);
  });

  it("refuses an invalid target with 400", async () => {
    const res = await upload(form({ kind: "project-image", projectId: "not-a-uuid", imageType: "gallery" }, tinyMp4, "x.jpg", "image/jpeg"));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("El destino de la subida no es válido.");
  });

  it("refuses a visitor (401) and a signed-in non-admin (403) and stores nothing", async () => {
    const before = listFiles(uploadsDir).length;
    const image = await jpeg();
    const visitor = await upload(form({ kind: "hero-image" }, image, "a.jpg", "image/jpeg"), "");
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toHaveProperty("error");
    const user = await upload(form({ kind: "hero-image" }, image, "a.jpg", "image/jpeg"), userCookie);
    expect(user.status).toBe(403);
    expect(await user.json()).toHaveProperty("error");
    expect(listFiles(uploadsDir).length).toBe(before);
  });
});
