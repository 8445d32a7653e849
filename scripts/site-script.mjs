// Bundles the public pages' controllers (src/site/enhance) into a small script and its chunks,
// during `next build` and `next dev` (next.config.ts), each named by its content so it can be
// cached for a year: public/_site/enhance.<hash>.js and chunk.<hash>.js. No framework, no
// library: plain DOM code that attaches to the server's HTML (README "Public pages without the
// framework's runtime").
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SITE_SCRIPT_DIR = path.join(root, "public", "_site");

const ENTRY = path.join(root, "src", "site", "enhance", "index.ts");
/** esbuild names each file by a hash of its content: `enhance.<hash>.js` (the entry) and `chunk.<hash>.js`. */
const OUTPUT_NAME = /^(?:enhance|chunk)\.[0-9A-Z]+\.js$/;

/**
 * The bundle: minified ES modules for the browsers Next itself targets — the entry with what every
 * page runs, and chunks that the entry imports only on the pages that show their markup.
 * `metafile` adds esbuild's account of which source put how many bytes in which file (the
 * benchmark's bundle analysis). Returns the files as { name, code } and the entry's name.
 */
export async function bundleSiteScript({ metafile = false } = {}) {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    tsconfig: path.join(root, "tsconfig.json"),
    bundle: true,
    splitting: true,
    minify: true,
    format: "esm",
    target: ["chrome111", "edge111", "firefox111", "safari16.4"],
    legalComments: "none",
    outdir: SITE_SCRIPT_DIR,
    entryNames: "enhance.[hash]",
    chunkNames: "chunk.[hash]",
    write: false,
    metafile,
  });
  const files = result.outputFiles.map((file) => ({ name: path.basename(file.path), code: file.contents }));
  const entry = files.find((file) => file.name.startsWith("enhance."));
  return { files, entry: entry.name, metafile: result.metafile };
}

/**
 * Writes the files under their content's names (a build running beside another one — the
 * bench's — writes the same files or different names, never half of one) and returns the
 * entry's address.
 */
export async function writeSiteScript() {
  const { files, entry } = await bundleSiteScript();
  fs.mkdirSync(SITE_SCRIPT_DIR, { recursive: true });
  for (const { name, code } of files) {
    const file = path.join(SITE_SCRIPT_DIR, name);
    if (fs.existsSync(file)) continue;
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, code);
    fs.renameSync(temporary, file);
  }
  // Earlier builds' files go once they are an hour old (a build running beside this one keeps its own).
  const current = new Set(files.map((file) => file.name));
  for (const other of fs.readdirSync(SITE_SCRIPT_DIR)) {
    const stale = path.join(SITE_SCRIPT_DIR, other);
    if (!current.has(other) && OUTPUT_NAME.test(other) && Date.now() - fs.statSync(stale).mtimeMs > 3_600_000) fs.rmSync(stale, { force: true });
  }
  return `/_site/${entry}`;
}
