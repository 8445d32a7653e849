import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The file names docs/architecture.md promises, read from the files themselves: a reader (or a
 * bundler) can tell from a name alone where a module runs. Modules are read as text: importing
 * them would run server-only and browser code.
 */
const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path.relative(root, full)] : [];
  });
}

const files = sourceFiles(path.join(root, "src"));
const text = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
/** The file's first statement is the `"use client"` directive (comments before it are allowed). */
const isClientModule = (file: string) => /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*["']use client["']/.test(text(file));
/** Route files whose names Next fixes: they cannot carry a suffix. */
const NEXT_ROUTE_FILE = /^src\/app\/(?:.*\/)?(?:page|layout|template|default|loading|error|global-error|not-found)\.tsx$/;

describe("file conventions", () => {
  it("names every client module *.client.ts(x), except the route files whose names Next fixes", () => {
    const unnamed = files.filter((file) => isClientModule(file) && !/\.client\.tsx?$/.test(file) && !NEXT_ROUTE_FILE.test(file));
    expect(unnamed).toEqual([]);
  });

  it("gives the .client suffix only to client modules", () => {
    const misnamed = files.filter((file) => /\.client\.tsx?$/.test(file) && !isClientModule(file));
    expect(misnamed).toEqual([]);
  });

  it("marks every service, public query and admin query module server-only", () => {
    const data = files.filter((file) => /\/(?:service|queries|admin-queries)\.ts$/.test(file));
    expect(data.length).toBeGreaterThan(20);
    expect(data.filter((file) => !/^import "server-only";$/m.test(text(file)))).toEqual([]);
  });

  it("keeps a domain's back-office UI under its admin/ folder: components/ is public UI", () => {
    const backOffice = files.filter((file) => /^src\/[^/]+\/components\//.test(file) && /\badmin(?:Read|Query|Messages)\b|@\/admin\//.test(text(file)));
    expect(backOffice.filter((file) => !file.startsWith("src/admin/"))).toEqual([]);
  });
});
