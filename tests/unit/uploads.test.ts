import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  declaredLength,
  fileTooLarge,
  MAX_REQUEST_BYTES,
  MAX_UPLOAD_BYTES,
  mediaKindOf,
  parseUploadTarget,
  requestTooLarge,
  resolveTarget,
  sniffVideo,
  tooLargeMessage,
  UploadError,
  uploadTargetSchema,
} from "@/uploads";
import { runInLocale } from "@/i18n/server";
import { uploadMessages } from "@/uploads/messages";
import { receiveUpload } from "@/uploads/receive";
import { peek, readImage } from "@/uploads/store";

const id = "3f8a2c1e-5b7d-4e9a-8c6f-1a2b3c4d5e6f";
const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe("upload target", () => {
  it("accepts every kind with valid ids and image types", () => {
    const valid = [
      { kind: "project-image", projectId: id, imageType: "gallery" },
      { kind: "project-image", projectId: id, imageType: "before" },
      { kind: "project-cover", projectId: id },
      { kind: "project-video", projectId: id },
      { kind: "temp-image", tempId: id, imageType: "after" },
      { kind: "temp-video", tempId: id },
      { kind: "temp-cover", tempId: id },
      { kind: "block-image" },
      { kind: "gallery-block-image" },
      { kind: "block-video" },
      { kind: "about-image" },
      { kind: "hero-image" },
      { kind: "site-logo" },
    ];
    for (const target of valid) expect(parseUploadTarget(JSON.stringify(target)), target.kind).toEqual(target);
  });

  it("refuses unknown kinds, bad ids, bad image types, missing fields and non-JSON", () => {
    const invalid = [
      "not json",
      "null",
      "[]",
      JSON.stringify({}),
      JSON.stringify({ kind: "avatar" }),
      JSON.stringify({ kind: "project-image", projectId: id }),
      JSON.stringify({ kind: "project-image", projectId: id, imageType: "cover" }),
      JSON.stringify({ kind: "project-cover", projectId: "123" }),
      JSON.stringify({ kind: "project-video", projectId: "../../etc" }),
      JSON.stringify({ kind: "temp-video", tempId: `${id}/x` }),
      JSON.stringify({ kind: "temp-image", tempId: "", imageType: "gallery" }),
      JSON.stringify({ kind: "temp-cover", tempId: "temp" }),
    ];
    for (const raw of invalid) expect(parseUploadTarget(raw), raw).toBeNull();
    expect(uploadTargetSchema.safeParse({ kind: "hero-image" }).success).toBe(true);
  });

  it("maps each target to the storage folder or key of spec §7", () => {
    const folder = (t: object) => {
      const resolved = resolveTarget(uploadTargetSchema.parse(t));
      return resolved.media === "image" ? resolved.folder : resolved.key("mp4");
    };
    expect(folder({ kind: "project-image", projectId: id, imageType: "before" })).toBe(`projects/${id}/before`);
    expect(folder({ kind: "project-cover", projectId: id })).toBe(`projects/${id}/cover`);
    expect(folder({ kind: "temp-image", tempId: id, imageType: "gallery" })).toBe(`projects/temp/${id}/gallery`);
    expect(folder({ kind: "temp-cover", tempId: id })).toBe(`projects/temp/${id}/cover`);
    expect(folder({ kind: "block-image" })).toBe("projects/content-blocks");
    expect(folder({ kind: "gallery-block-image" })).toBe("projects/content-blocks/gallery");
    expect(folder({ kind: "about-image" })).toBe("about-gallery");
    expect(folder({ kind: "hero-image" })).toBe("hero");
    expect(folder({ kind: "site-logo" })).toBe("site");
    expect(folder({ kind: "project-video", projectId: id })).toMatch(new RegExp(`^projects/${id}/videos/[0-9a-f-]{36}\\.mp4$`));
    expect(folder({ kind: "temp-video", tempId: id })).toMatch(new RegExp(`^projects/temp/${id}/videos/[0-9a-f-]{36}\\.mp4$`));
    expect(folder({ kind: "block-video" })).toMatch(/^projects\/content-blocks\/videos\/[0-9a-f-]{36}\.mp4$/);
    expect(mediaKindOf({ kind: "block-video" })).toBe("video");
    expect(mediaKindOf({ kind: "about-image" })).toBe("image");
  });

  it("stores a portrait crop only for images a hero may draw: hero slides and every project image (any can be the cover)", () => {
    const portrait = (t: object) => {
      const resolved = resolveTarget(uploadTargetSchema.parse(t));
      return resolved.media === "image" && resolved.portrait === true;
    };
    expect(portrait({ kind: "hero-image" })).toBe(true);
    for (const imageType of ["gallery", "before", "after"]) {
      expect(portrait({ kind: "project-image", projectId: id, imageType })).toBe(true);
      expect(portrait({ kind: "temp-image", tempId: id, imageType })).toBe(true);
    }
    expect(portrait({ kind: "project-cover", projectId: id })).toBe(true);
    expect(portrait({ kind: "temp-cover", tempId: id })).toBe(true);
    for (const kind of ["block-image", "gallery-block-image", "about-image", "site-logo"]) expect(portrait({ kind }), kind).toBe(false);
  });
});

describe("video signature sniffing", () => {
  it("recognises MP4 and MOV by their ftyp box", () => {
    expect(sniffVideo(bytes(u32(24), "ftyp", "isom", u32(512), "isomiso2"))).toEqual({ ext: "mp4", contentType: "video/mp4" });
    expect(sniffVideo(bytes(u32(32), "ftyp", "mp42", u32(0), "mp42isom"))?.ext).toBe("mp4");
    expect(sniffVideo(bytes(u32(20), "ftyp", "qt  ", u32(0), "qt  "))).toEqual({ ext: "mov", contentType: "video/quicktime" });
  });

  it("recognises WebM and Matroska by the EBML header and its DocType", () => {
    const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84];
    expect(sniffVideo(bytes(ebml, "webm", [0x42, 0x87, 0x81, 0x04]))).toEqual({ ext: "webm", contentType: "video/webm" });
    expect(sniffVideo(bytes([...ebml.slice(0, -1), 0x88], "matroska", [0x42, 0x87]))).toEqual({ ext: "mkv", contentType: "video/x-matroska" });
  });

  it("recognises AVI by RIFF….AVI", () => {
    expect(sniffVideo(bytes("RIFF", u32(1000).reverse(), "AVI LIST"))).toEqual({ ext: "avi", contentType: "video/x-msvideo" });
    // A WAV file is RIFF too, but not a video.
    expect(sniffVideo(bytes("RIFF", u32(1000).reverse(), "WAVEfmt "))).toBeNull();
  });

  it("refuses HTML, ZIP, PNG, JPEG, text, short and empty files", () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
    const refused = [
      bytes("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"),
      bytes("PK", [3, 4, 20, 0, 0, 0, 8, 0], "mimetype"),
      bytes(png),
      bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", [0, 1, 1]),
      bytes("just some text, nothing else"),
      bytes(u32(24), "ftyp"), // truncated before the brand
      bytes(u32(4), "ftyp", "isom"), // impossible box size
      bytes([0x1a, 0x45, 0xdf]),
      Buffer.alloc(0),
    ];
    for (const head of refused) expect(sniffVideo(head), head.toString("latin1")).toBeNull();
    expect(uploadMessages.es.invalidVideo).toBe("El archivo no es un vídeo válido (MP4, MOV, AVI, MKV o WebM).");
  });
});

describe("size limits", () => {
  it("are 10 MB for images and 100 MB for videos, with the Spanish messages", () => {
    expect(MAX_UPLOAD_BYTES).toEqual({ image: 10 * 1024 * 1024, video: 100 * 1024 * 1024 });
    expect(tooLargeMessage("image")).toBe("La imagen supera el tamaño máximo de 10 MB.");
    expect(tooLargeMessage("video")).toBe("El vídeo supera el tamaño máximo de 100 MB.");
    expect(fileTooLarge(MAX_UPLOAD_BYTES.image, "image")).toBe(false);
    expect(fileTooLarge(MAX_UPLOAD_BYTES.image + 1, "image")).toBe(true);
    expect(fileTooLarge(MAX_UPLOAD_BYTES.image + 1, "video")).toBe(false);
    expect(fileTooLarge(MAX_UPLOAD_BYTES.video + 1, "video")).toBe(true);
  });

  it("reads Content-Length strictly and leaves room for the multipart framing", () => {
    expect(declaredLength("1234")).toBe(1234);
    expect(declaredLength(" 0 ")).toBe(0);
    for (const bad of [null, undefined, "", "-1", "1e6", "12abc", "99999999999999999999"]) expect(declaredLength(bad), String(bad)).toBeNull();
    expect(requestTooLarge(null, "image")).toBe(false);
    expect(requestTooLarge(MAX_UPLOAD_BYTES.image + 1000, "image")).toBe(false);
    expect(requestTooLarge(11 * 1024 * 1024, "image")).toBe(true);
    expect(requestTooLarge(11 * 1024 * 1024, "video")).toBe(false);
    expect(requestTooLarge(MAX_REQUEST_BYTES, "video")).toBe(false);
    expect(requestTooLarge(MAX_REQUEST_BYTES + 1, "video")).toBe(true);
  });

  it("stops reading an image as soon as it passes 10 MB", async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    let produced = 0;
    const endless = new Readable({
      read() {
        produced++;
        this.push(chunk);
      },
    });
    const error = await readImage(endless).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).status).toBe(413);
    expect((error as UploadError).message).toBe(uploadMessages.es.imageTooLarge);
    expect(produced).toBeLessThan(16);
    expect(await readImage(Readable.from([Buffer.from("abc"), Buffer.from("def")]))).toEqual(Buffer.from("abcdef"));
  });
});

describe("refusals in the person's language", () => {
  it("words a refusal raised from the parser's events in the language the request runs in", async () => {
    const upload = (locale: "en" | "gl", target: string, file: Buffer) => {
      const form = new FormData();
      form.append("target", target);
      form.append("file", new File([new Uint8Array(file)], "grande.jpg", { type: "image/jpeg" }));
      const request = new Request("http://localhost/api/admin/uploads", { method: "POST", body: form });
      return runInLocale(locale, () => receiveUpload(request, (_target, stream) => readImage(stream))).catch((err: unknown) => err as UploadError);
    };
    const tooBig = await upload("en", JSON.stringify({ kind: "hero-image" }), Buffer.alloc(MAX_UPLOAD_BYTES.image + 1));
    expect(tooBig).toMatchObject({ status: 413, message: uploadMessages.en.imageTooLarge });
    const badTarget = await upload("gl", JSON.stringify({ kind: "nowhere" }), Buffer.from("x"));
    expect(badTarget).toMatchObject({ status: 400, message: uploadMessages.gl.invalidTarget });
  });
});

describe("a file sent before its target", () => {
  it("is refused in Spanish, and the file part the refusal cuts short throws nothing in the process", async () => {
    const thrown: unknown[] = [];
    const record = (err: unknown) => thrown.push(err);
    process.on("uncaughtException", record);
    try {
      for (let i = 0; i < 20; i++) {
        const form = new FormData();
        form.append("file", new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "a.jpg", { type: "image/jpeg" }));
        form.append("target", JSON.stringify({ kind: "hero-image" }));
        const request = new Request("http://localhost/api/admin/uploads", { method: "POST", body: form });
        const refused = await receiveUpload(request, (_target, stream) => readImage(stream)).catch((err: unknown) => err as UploadError);
        expect(refused).toMatchObject({ status: 400, message: uploadMessages.es.targetAfterFile });
      }
      // The stream's error would surface on a later tick.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(thrown).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
    }
  });
});

describe("peek", () => {
  const collect = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };

  it("returns the head and a stream of the whole content, across small chunks", async () => {
    const parts = Array.from({ length: 40 }, (_, i) => Buffer.from([i, i + 1, i + 2]));
    const { head, body } = await peek(Readable.from(parts), 64);
    expect(head).toEqual(Buffer.concat(parts).subarray(0, 64));
    expect(await collect(body)).toEqual(Buffer.concat(parts));
  });

  it("handles streams shorter than the head and empty ones", async () => {
    const short = await peek(Readable.from([Buffer.from("ftyp")]), 64);
    expect(short.head.toString()).toBe("ftyp");
    expect((await collect(short.body)).toString()).toBe("ftyp");
    const empty = await peek(Readable.from([]), 64);
    expect(empty.head.length).toBe(0);
    expect((await collect(empty.body)).length).toBe(0);
  });
});
