import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ADMIN_LOCALES, PUBLIC_LOCALES } from "@/i18n/locales";

/**
 * Where catalogues live: a domain's public and shared strings in `src/<domain>/messages.ts`, its
 * back-office strings in `src/<domain>/admin/messages.ts`, strings several folders share in
 * `src/messages/<topic>.ts`. Every module under src/ is read as text (importing them all would
 * load server-only and browser modules) and parsed; an export is a catalogue when it is declared
 * as one (`Catalogue<…>`, `Record<Locale | PublicLocale, …>`) or when its
 * object literal has exactly the languages as keys, each holding more than a name or a tag.
 */
const root = path.resolve(import.meta.dirname, "../..");
const ALLOWED = [
  /^src\/messages\/[^/]+\.ts$/,
  /^src\/(?!app\/|messages\/)[^/]+\/(admin\/)?messages\.ts$/,
  // The leads domain's parts (quote requests), each with its own catalogues.
  /^src\/leads\/[^/]+\/(admin\/)?messages\.ts$/,
];

const CATALOGUE_TYPES = new Set(["Catalogue"]);
const LOCALE_TYPES = new Set(["Locale", "PublicLocale"]);

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k) => b.includes(k));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The name a type reference ends with (`Catalogue` in `Catalogue<T>` or `i18n.Catalogue<T>`). */
const typeName = (type: ts.TypeNode): string | undefined => {
  if (!ts.isTypeReferenceNode(type)) return undefined;
  return ts.isIdentifier(type.typeName) ? type.typeName.text : type.typeName.right.text;
};

/** `Catalogue<…>` or a record keyed by a locale type whose values are more than a string or a number. */
function isCatalogueType(type: ts.TypeNode | undefined): boolean {
  if (!type || !ts.isTypeReferenceNode(type)) return false;
  const name = typeName(type);
  if (name && CATALOGUE_TYPES.has(name)) return true;
  const [key, value] = type.typeArguments ?? [];
  if (name !== "Record" || !key || !value) return false;
  const keyNames = ts.isUnionTypeNode(key) ? key.types.map(typeName) : [typeName(key)];
  const plain = value.kind === ts.SyntaxKind.StringKeyword || value.kind === ts.SyntaxKind.NumberKeyword;
  return keyNames.every((k) => k !== undefined && LOCALE_TYPES.has(k)) && !plain;
}

const propertyName = (p: ts.ObjectLiteralElementLike): string | undefined => {
  if (ts.isShorthandPropertyAssignment(p)) return p.name.text;
  if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return p.name.text;
  return undefined;
};

/** An object literal keyed by exactly the admin or the public languages, none of them holding a bare string or number. */
function isCatalogueLiteral(node: ts.Expression): boolean {
  if (!ts.isObjectLiteralExpression(node)) return false;
  const names = node.properties.map(propertyName);
  if (names.some((n) => n === undefined)) return false;
  if (!sameKeys(names as string[], ADMIN_LOCALES) && !sameKeys(names as string[], PUBLIC_LOCALES)) return false;
  return node.properties.every((p) => !ts.isPropertyAssignment(p) || !(ts.isStringLiteralLike(p.initializer) || ts.isNumericLiteral(p.initializer)));
}

/** The exported catalogues of one module: `export const x …`, or a const listed in `export { x }`. */
function exportedCatalogues(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const catalogues = new Map<string, boolean>();
  const exported = new Map<string, string[]>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const isExported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        let value = declaration.initializer;
        let declared = isCatalogueType(declaration.type);
        while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))) {
          if (!ts.isParenthesizedExpression(value)) declared ||= isCatalogueType(value.type);
          value = value.expression;
        }
        catalogues.set(declaration.name.text, declared || (value !== undefined && isCatalogueLiteral(value)));
        if (isExported) exported.set(declaration.name.text, [declaration.name.text]);
      }
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        const local = (element.propertyName ?? element.name).text;
        exported.set(local, [...(exported.get(local) ?? []), element.name.text]);
      }
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      exported.set(statement.expression.text, [...(exported.get(statement.expression.text) ?? []), "default"]);
    }
  }
  return [...exported].flatMap(([local, names]) => (catalogues.get(local) ? names : []));
}

const found = sourceFiles(path.join(root, "src")).flatMap((file) => {
  const relative = path.relative(root, file).split(path.sep).join("/");
  return exportedCatalogues(file).map((name) => ({ file: relative, name }));
});

/** What the run-time shape check of catalogues.test.ts sees in the catalogue files. */
const loaded = import.meta.glob<Record<string, unknown>>(["/src/**/messages.ts", "/src/messages/*.ts"], { eager: true });

describe("catalogue files", () => {
  it("every exported catalogue is in src/<domain>/messages.ts, src/<domain>/admin/messages.ts or src/messages/<topic>.ts", () => {
    const misplaced = found.filter((f) => !ALLOWED.some((rule) => rule.test(f.file))).map((f) => `${f.file}: ${f.name}`);
    expect(misplaced, "move these catalogues to the domain's messages.ts (admin/messages.ts for back-office strings)").toEqual([]);
  });

  it("the scan sees every catalogue the catalogue files hold", () => {
    const seen = new Set(found.map((f) => `/${f.file} ${f.name}`));
    const atRunTime = Object.entries(loaded).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => value && typeof value === "object" && Object.values(value).every((v) => v && typeof v === "object"))
        .filter(([, value]) => sameKeys(Object.keys(value as object), ADMIN_LOCALES) || sameKeys(Object.keys(value as object), PUBLIC_LOCALES))
        .map(([name]) => `${file} ${name}`),
    );
    expect(atRunTime.length).toBeGreaterThan(30);
    expect(atRunTime.filter((c) => !seen.has(c))).toEqual([]);
  });
});
