import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN } from "../e2e/global-setup";
import { sessionCookie } from "../e2e/support/sign-in";
import { listFiles, sharedUploadsDir } from "../e2e/support/storage";

// What tests/e2e/admin-uploads.test.ts does not prove already: SVG for every image target,
// polyglots, oversize images leaving nothing behind, and path traversal in /media keys.
const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const uploadsDir = sharedUploadsDir();
const id = "3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f";
const NOT_AN_IMAGE = "El archivo no es una imagen válida.";

const IMAGE_TARGETS = [
  { kind: "project-image", projectId: id, imageType: "gallery" },
  { kind: "project-cover", projectId: id },
  { kind: "temp-image", tempId: id, imageType: "gallery" },
  { kind: "temp-cover", tempId: id },
  { kind: "block-image" },
  { kind: "gallery-block-image" },
  { kind: "about-image" },
  { kind: "hero-image" },
  { kind: "site-logo" },
];

let adminCookie = "";

beforeAll(async () => {
  adminCookie = await sessionCookie(baseURL, ADMIN);
});

function upload(target: object, data: Uint8Array, name: string, type: string) {
  const body = new FormData();
  body.append("target", JSON.stringify(target));
  body.append("file", new Blob([new Uint8Array(data)], { type }), name);
  return fetch(`${baseURL}/api/admin/uploads`, { method: "POST", headers: { origin: baseURL, cookie: adminCookie }, body });
}

const svg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" onload="window.__xss=1">' +
    '<script>alert(document.cookie)</script><rect width="400" height="300" fill="#246"/></svg>',
);

describe("SVG uploads: a document with scripts is never stored as an image", () => {
  it("an SVG with a script is refused with 415 and a Spanish message for every image target", async () => {
    const before = listFiles(uploadsDir).length;
    for (const target of IMAGE_TARGETS) {
      for (const [name, type] of [
        ["logo.svg", "image/svg+xml"],
        ["foto.jpg", "image/jpeg"],
      ] as const) {
        const res = await upload(target, svg, name, type);
        expect(res.status, `${target.kind} ${name}`).toBe(415);
        expect(await res.json()).toEqual({ error: NOT_AN_IMAGE });
      }
    }
    expect(listFiles(uploadsDir).length).toBe(before);
  });
});

describe("polyglots and disguised files are refused", () => {
  it("a JPEG header followed by HTML (a JPEG/HTML polyglot) is refused and stores nothing", async () => {
    const before = listFiles(uploadsDir).length;
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
      Buffer.from("<html><body><script>window.__xss=1</script></body></html>"),
    ]);
    const res = await upload({ kind: "hero-image" }, polyglot, "foto.jpg", "image/jpeg");
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: NOT_AN_IMAGE });
    expect(listFiles(uploadsDir).length).toBe(before);
  });

  it("a real JPEG with HTML in its comment is re-encoded: what is served carries no HTML", async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#a52" } })
      .jpeg()
      .toBuffer();
    // A COM segment right after SOI: still a valid JPEG, but with a script inside its bytes.
    const html = Buffer.from("<script>window.__xss=1</script>");
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, html.length + 2]), html]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
    const res = await upload({ kind: "hero-image" }, polyglot, "foto.html", "text/html");
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    for (const variant of [body.url.replace(/\.\w+$/, "-800w.webp"), body.url.replace(/\.\w+$/, "-800w.avif")]) {
      const served = await fetch(`${baseURL}${variant}`);
      expect(served.status, variant).toBe(200);
      expect(served.headers.get("content-type")).toMatch(/^image\//);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await served.arrayBuffer()).includes("<script")).toBe(false);
    }
    // The original keeps an image extension and type, and is served sandboxed: never as HTML.
    expect(body.url).not.toMatch(/\.html?$/);
    const original = await fetch(`${baseURL}${body.url}`);
    expect(original.headers.get("content-type")).toMatch(/^image\//);
    expect(original.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("an HTML page renamed .jpg is refused for every image target", async () => {
    const html = Buffer.from("<!doctype html><html><body><img src=x onerror=alert(1)></body></html>");
    for (const target of IMAGE_TARGETS) {
      const res = await upload(target, html, "casa.jpg", "image/jpeg");
      expect(res.status, target.kind).toBe(415);
      expect(await res.json()).toEqual({ error: NOT_AN_IMAGE });
    }
  });
});

describe("oversize images", () => {
  it("a real 10.5 MB image is refused with the Spanish size message and nothing is stored", async () => {
    const before = listFiles(uploadsDir);
    // A valid JPEG padded with a trailing blob: over the limit, genuinely an image.
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#135" } })
      .jpeg()
      .toBuffer();
    const big = Buffer.concat([jpeg, Buffer.alloc(10.5 * 1024 * 1024, 0)]);
    for (const target of [{ kind: "project-image", projectId: id, imageType: "gallery" }, { kind: "site-logo" }]) {
      const res = await upload(target, big, "enorme.jpg", "image/jpeg");
      expect(res.status, target.kind).toBe(413);
      expect(await res.json()).toEqual({ error: "La imagen supera el tamaño máximo de 10 MB." });
    }
    expect(listFiles(uploadsDir)).toEqual(before);
  });
});

describe("path traversal in /media keys", () => {
  it("encoded dot-dots, backslashes and null bytes answer 400/404 and never a file outside uploads", async () => {
    // A file next to the uploads folder that a traversal would reach.
    const secret = path.join(dataDir, "secret-traversal.txt");
    fs.writeFileSync(secret, "TOP-SECRET-CONTENT");
    try {
      const paths = [
        "/media/..%2f..%2fetc/passwd",
        "/media/..%2fsecret-traversal.txt",
        "/media/%2e%2e/secret-traversal.txt",
        "/media/projects/%2e%2e/%2e%2e/secret-traversal.txt",
        "/media/projects/..%5c..%5csecret-traversal.txt",
        "/media/..%5csecret-traversal.txt",
        "/media/%252e%252e/secret-traversal.txt",
        "/media/hero/x.jpg%00.txt",
        "/media/%00/etc/passwd",
        "/media/%c0%ae%c0%ae/secret-traversal.txt",
        "/media//etc/passwd",
        "/media/%2fetc%2fpasswd",
        "/media/C:%5cWindows%5cwin.ini",
      ];
      for (const p of paths) {
        let res = await fetch(`${baseURL}${p}`, { redirect: "manual" });
        // Next folds "//" with a same-site redirect; where it leads must refuse too.
        if (res.status === 308) {
          const location = new URL(res.headers.get("location")!, baseURL);
          expect(location.origin, p).toBe(new URL(baseURL).origin);
          res = await fetch(location, { redirect: "manual" });
        }
        const text = await res.text();
        expect([400, 404], `${p} → ${res.status}`).toContain(res.status);
        expect(text, p).not.toContain("TOP-SECRET-CONTENT");
        expect(text, p).not.toContain("root:");
      }
    } finally {
      fs.rmSync(secret, { force: true });
    }
  });
});
