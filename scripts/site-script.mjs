// Bundles the public pages' controllers (src/site/enhance) into one small script, during
// `next build` and `next dev` (next.config.ts), and names it by its content so it can be cached
// for a year: public/_site/enhance.<hash>.js. No framework, no library: plain DOM code that
// attaches to the server's HTML (README "Public pages without the framework's runtime").
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SITE_SCRIPT_DIR = path.join(root, "public", "_site");

/**
 * The bundle: minified, one IIFE, for the browsers Next itself targets. `metafile` adds esbuild's
 * account of which source put how many bytes in it (the benchmark's bundle analysis).
 */
export async function bundleSiteScript({ metafile = false } = {}) {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [path.join(root, "src", "site", "enhance", "index.ts")],
    tsconfig: path.join(root, "tsconfig.json"),
    bundle: true,
    minify: true,
    format: "iife",
    target: ["chrome111", "edge111", "firefox111", "safari16.4"],
    legalComments: "none",
    write: false,
    metafile,
  });
  return { code: result.outputFiles[0].contents, metafile: result.metafile };
}

/**
 * Writes the bundle under its content's name (a build running beside another one — the bench's —
 * writes the same file or a different name, never half of one) and returns its address.
 */
export async function writeSiteScript() {
  const { code } = await bundleSiteScript();
  const name = `enhance.${createHash("sha256").update(code).digest("hex").slice(0, 12)}.js`;
  const file = path.join(SITE_SCRIPT_DIR, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(SITE_SCRIPT_DIR, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, code);
    fs.renameSync(temporary, file);
  }
  // Earlier builds' bundles go once they are an hour old (a build running beside this one keeps its own).
  for (const other of fs.readdirSync(SITE_SCRIPT_DIR)) {
    const stale = path.join(SITE_SCRIPT_DIR, other);
    if (other !== name && /^enhance\.[0-9a-f]+\.js$/.test(other) && Date.now() - fs.statSync(stale).mtimeMs > 3_600_000) fs.rmSync(stale, { force: true });
  }
  return `/_site/${name}`;
}
