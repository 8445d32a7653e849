// Bundles the public pages' controllers (src/site/enhance) into a small script and its chunks,
// during `next build` and development (next.config.ts), each named by its content so it can be
// cached for a year: public/_site/enhance.<hash>.js and chunk.<hash>.js. No framework, no
// library: plain DOM code that attaches to the server's HTML (docs/decisions).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BROWSER_TARGETS } from "./browser-targets";
import { writeInlineScripts } from "./inline-bundle";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SITE_SCRIPT_DIR = path.join(root, "public", "_site");

const ENTRY = path.join(root, "src", "site", "enhance", "index.ts");
/** esbuild names each file by a hash of its content: `enhance.<hash>.js` (the entry) and `chunk.<hash>.js`. */
const OUTPUT_NAME = /^(?:enhance|chunk)\.[0-9A-Z]+\.js$/;

export type SiteScriptBundle = {
  files: { name: string; code: Uint8Array }[];
  /** The entry's file name. */
  entry: string;
  /** esbuild's account of which source put how many bytes in which file (the benchmark's bundle analysis). */
  metafile?: { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };
};

/**
 * The bundle: minified ES modules for the browsers Next itself targets — the entry with what every
 * page runs, and chunks that the entry imports only on the pages that show their markup.
 */
export async function bundleSiteScript({ metafile = false } = {}): Promise<SiteScriptBundle> {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    tsconfig: path.join(root, "tsconfig.json"),
    bundle: true,
    splitting: true,
    minify: true,
    format: "esm",
    target: BROWSER_TARGETS,
    legalComments: "none",
    outdir: SITE_SCRIPT_DIR,
    entryNames: "enhance.[hash]",
    chunkNames: "chunk.[hash]",
    write: false,
    metafile,
  });
  const files = result.outputFiles.map((file) => ({ name: path.basename(file.path), code: file.contents }));
  const entry = files.find((file) => file.name.startsWith("enhance."));
  if (!entry) throw new Error("the site script's bundle has no entry file");
  return { files, entry: entry.name, metafile: result.metafile };
}

/**
 * Writes the files under their content's names (a build running beside another one — the
 * bench's — writes the same files or different names, never half of one) and returns the
 * entry's address.
 */
export async function writeSiteScript(): Promise<string> {
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

// `node --import tsx/esm src/site/script-bundle.ts --write` (next.config.ts): brings the inline
// scripts' texts up to date (inline-bundle.ts), writes the files, prints the entry's address.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--write")) {
  await writeInlineScripts();
  console.log(await writeSiteScript());
}
