import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The language rule (docs/architecture.md, "Languages"): server code with a known language reads
 * a catalogue with `messagesFor`, client components with `useMessages` (strings the server sent,
 * one language), and `t()` is for actions, services and schemas; every word a person reads comes
 * from a catalogue. Each source file is read as text and parsed, nothing is imported.
 */
const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const files = sourceFiles(path.join(root, "src")).map((file) => ({ file, name: path.relative(root, file), text: fs.readFileSync(file, "utf8") }));
const isCatalogueModule = (name: string) => /^src\/messages\/[^/]+\.ts$|\/messages\.ts$/.test(name);
const isClient = (text: string) => /^["']use client["']/.test(text);

/** The error screens must draw when the layout that sends strings is what failed: they carry their own small catalogue. */
const CLIENT_EXCEPTIONS = new Set(["src/app/error-screen.client.tsx", "src/app/global-error.tsx"]);
const CATALOGUE_IMPORT = /["'](?:@\/messages\/[\w-]+|(?:@\/[\w-]+\/|\.\.?\/)(?:[\w-]+\/)*messages)["']/;

describe("the language rule", () => {
  it("client modules import no catalogue's values (that would ship every language)", () => {
    const offenders = files
      .filter((f) => isClient(f.text) && !CLIENT_EXCEPTIONS.has(f.name))
      .flatMap((f) =>
        (f.text.match(/^import[^;]*;/gm) ?? [])
          .filter((statement) => CATALOGUE_IMPORT.test(statement) && !statement.startsWith("import type "))
          .filter((statement) => (statement.match(/\{([^}]*)\}/)?.[1] ?? "default").split(",").some((n) => n.trim() && !n.trim().startsWith("type ")))
          .map((statement) => `${f.name}: ${statement}`),
      );
    expect(offenders).toEqual([]);
  });

  it("a catalogue is read through messagesFor, t() or useMessages, never indexed by a language", () => {
    const indexed = /(?<![.\w])\w+(?:Messages|Catalogue)\[\w*[lL]ocale\]/;
    const offenders = files.filter((f) => !isCatalogueModule(f.name) && f.name !== "src/i18n/catalogue.ts" && indexed.test(f.text)).map((f) => f.name);
    expect(offenders).toEqual([]);
  });

  it("t() is not used in components (a render reads its language from its props or context)", () => {
    const offenders = files.filter((f) => f.name.endsWith(".tsx") && /(?<![.\w])t\(\w+\)/.test(f.text)).map((f) => f.name);
    expect(offenders).toEqual([]);
  });

  it("no component writes words of its own: text and labels come from catalogues", () => {
    const LABELS = new Set(["aria-label", "aria-description", "placeholder", "title", "alt", "label"]);
    const words = /\p{L}{3,}/u;
    const found: string[] = [];
    for (const f of files.filter((f) => f.name.endsWith(".tsx"))) {
      const source = ts.createSourceFile(f.name, f.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node) && words.test(node.text)) found.push(`${f.name}: ${node.text.trim()}`);
        if (ts.isJsxAttribute(node) && LABELS.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)) {
          const value = node.initializer.text;
          if (words.test(value) && !/^https?:\/\//.test(value)) found.push(`${f.name}: ${node.name.getText()}="${value}"`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });
});
