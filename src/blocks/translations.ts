import { z } from "zod";
import { isFilled, TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import type { PublicLocale } from "@/i18n/locales";
import { isEmptyHtml, obj, type Content } from "./content";

/**
 * Content blocks' text in the other public languages. A block's Spanish is its
 * `content`; `project_content_blocks.translations` holds, per language, only the
 * type's text fields in the same shape as `content`:
 *   text        { gl: { text: "<p>…</p>" } }
 *   two_columns { gl: { leftContent: { text, imageCaption }, rightContent: { … } } }
 *   gallery     { gl: { images: [{ url, alt, caption }] } }   — matched to the images by URL
 * A gallery's images are matched by URL, not by position: removing an image then shifts no
 * other image's caption onto the wrong picture (two copies of one URL share one translation).
 * Pure and shared: the public renderer, the admin editor and the server's checks all read it.
 */

/** `text` a one-line string, `long` a multi-line plain string, `html` the rich-text editor's HTML. */
export type TextKind = "text" | "long" | "html";
export type KeyedTexts = { key: string; fields: Record<string, TextKind> };
export type NestedTexts = { fields: Record<string, TextKind> };
/** A type's translatable fields: plain leaves, objects of leaves, and arrays of objects matched by a key field. */
export type TextSpec = Record<string, TextKind | NestedTexts | KeyedTexts>;

/** One language's texts of a block (the shape of its content, text fields only). */
export type BlockTexts = Record<string, unknown>;
export type BlockTranslations = { [L in TranslatedLocale]?: BlockTexts };

const isKeyed = (spec: TextSpec[string]): spec is KeyedTexts => typeof spec === "object" && "key" in spec;
const isNested = (spec: TextSpec[string]): spec is NestedTexts => typeof spec === "object" && !("key" in spec);
const isString = (value: unknown): value is string => typeof value === "string";

/** Whether a text says something; the rich-text editor leaves `<p></p>` in an emptied field. */
export function isFilledText(kind: TextKind, value: unknown): value is string {
  return isString(value) && isFilled(value) && (kind !== "html" || !isEmptyHtml(value));
}

function readLeaves(fields: Record<string, TextKind>, value: unknown, clean: (html: string) => string): BlockTexts {
  const source = obj(value);
  const result: BlockTexts = {};
  for (const [field, kind] of Object.entries(fields)) {
    const text = source[field];
    if (isFilledText(kind, text)) result[field] = kind === "html" ? clean(text) : text.trim();
  }
  return result;
}

/**
 * One language's texts, read defensively (jsonb may hold anything): only the spec's fields,
 * strings only, blanks dropped, HTML through `clean`. Empty when nothing is left.
 */
export function readBlockTexts(spec: TextSpec, value: unknown, clean: (html: string) => string = (html) => html): BlockTexts {
  const source = obj(value);
  const result: BlockTexts = {};
  for (const [field, kind] of Object.entries(spec)) {
    if (typeof kind === "string") {
      Object.assign(result, readLeaves({ [field]: kind }, source, clean));
    } else if (isKeyed(kind)) {
      const items = (Array.isArray(source[field]) ? source[field] : [])
        .map(obj)
        .filter((item) => isString(item[kind.key]) && item[kind.key] !== "")
        .map((item) => ({ [kind.key]: item[kind.key] as string, ...readLeaves(kind.fields, item, clean) }))
        .filter((item) => Object.keys(item).length > 1);
      if (items.length > 0) result[field] = items;
    } else {
      const texts = readLeaves(kind.fields, source[field], clean);
      if (Object.keys(texts).length > 0) result[field] = texts;
    }
  }
  return result;
}

/** A block's stored translations: known languages only, each read with readBlockTexts, empty ones dropped. */
export function readBlockTranslations(spec: TextSpec, stored: unknown, clean?: (html: string) => string): BlockTranslations {
  const source = obj(stored);
  const result: BlockTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = readBlockTexts(spec, source[locale], clean);
    if (Object.keys(texts).length > 0) result[locale] = texts;
  }
  return result;
}

function localizeLeaves(fields: Record<string, TextKind>, content: Content, texts: Content): Content {
  let result = content;
  for (const [field, kind] of Object.entries(fields)) {
    if (isFilledText(kind, texts[field])) result = { ...result, [field]: texts[field] };
  }
  return result;
}

/** The content a visitor reads in `locale`: each filled translated text instead of the Spanish one, everything else as it is. */
export function localizeBlockTexts(spec: TextSpec, content: Content, translations: BlockTranslations | null | undefined, locale: PublicLocale): Content {
  if (locale === "es") return content;
  const texts = obj(translations?.[locale]);
  if (Object.keys(texts).length === 0) return content;
  let result = content;
  for (const [field, kind] of Object.entries(spec)) {
    if (typeof kind === "string") {
      result = localizeLeaves({ [field]: kind }, result, texts);
    } else if (isKeyed(kind)) {
      if (!Array.isArray(result[field])) continue;
      const translated = (Array.isArray(texts[field]) ? texts[field] : []).map(obj);
      const items = (result[field] as unknown[]).map((raw) => {
        const item = obj(raw);
        const match = translated.find((t) => t[kind.key] === item[kind.key]);
        return match ? localizeLeaves(kind.fields, item, match) : raw;
      });
      result = { ...result, [field]: items };
    } else if (isNested(kind) && result[field] && typeof result[field] === "object") {
      result = { ...result, [field]: localizeLeaves(kind.fields, obj(result[field]), obj(texts[field])) };
    }
  }
  return result;
}

/** Where one text sits: field names, and for keyed arrays the item's key value (and its position, for labels). */
export type PathStep = string | { key: string; value: string; index: number };
/** One translatable text of a block as its content stands: where it is, its kind and its Spanish. */
export type TextSlot = { path: PathStep[]; kind: TextKind; spanish: string };

/**
 * A text's name wherever a block's texts are listed flat (their freshness, src/i18n/freshness.ts):
 * field names, a gallery image by its URL (not its place, which moves), e.g. `images/url[/media/a.jpg]/caption`.
 */
export const textKey = (path: PathStep[]): string => path.map((step) => (typeof step === "string" ? step : `${step.key}[${step.value}]`)).join("/");

/** Every text a block's content has room for, in the spec's order (each gallery image once, by its URL). */
export function textSlots(spec: TextSpec, content: Content): TextSlot[] {
  const slots: TextSlot[] = [];
  const leaves = (prefix: PathStep[], fields: Record<string, TextKind>, source: Content) => {
    for (const [field, kind] of Object.entries(fields)) {
      slots.push({ path: [...prefix, field], kind, spanish: isString(source[field]) ? source[field] : "" });
    }
  };
  for (const [field, kind] of Object.entries(spec)) {
    if (typeof kind === "string") leaves([], { [field]: kind }, content);
    else if (isKeyed(kind)) {
      const seen = new Set<string>();
      (Array.isArray(content[field]) ? content[field] : []).map(obj).forEach((item, index) => {
        const value = item[kind.key];
        if (!isString(value) || value === "" || seen.has(value)) return;
        seen.add(value);
        leaves([field, { key: kind.key, value, index }], kind.fields, item);
      });
    } else leaves([field], kind.fields, obj(content[field]));
  }
  return slots;
}

/** The text at `path` in one language's texts ("" when absent). */
export function textAt(texts: BlockTexts | undefined, path: PathStep[]): string {
  let node: unknown = texts;
  for (const step of path) {
    if (typeof step === "string") node = obj(node)[step];
    else node = (Array.isArray(node) ? node : []).map(obj).find((item) => item[step.key] === step.value);
  }
  return isString(node) ? node : "";
}

/** One language's texts with the text at `path` set (items and objects created as needed). */
export function withTextAt(texts: BlockTexts | undefined, path: PathStep[], value: string): BlockTexts {
  const set = (node: unknown, steps: PathStep[]): unknown => {
    const [step, ...rest] = steps;
    if (step === undefined) return value;
    if (typeof step === "string") {
      const source = obj(node);
      return { ...source, [step]: set(source[step], rest) };
    }
    const items = (Array.isArray(node) ? node : []).map(obj);
    const at = items.findIndex((item) => item[step.key] === step.value);
    if (at < 0) return [...items, set({ [step.key]: step.value }, rest)];
    return items.map((item, i) => (i === at ? set(item, rest) : item));
  };
  return set(texts, path) as BlockTexts;
}

/** Translations that refer only to what `content` still has: a removed gallery image's texts go with it. */
export function keepToContent(spec: TextSpec, translations: BlockTranslations, content: Content): BlockTranslations {
  const result: BlockTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = translations[locale];
    if (!texts) continue;
    const kept: BlockTexts = { ...texts };
    for (const [field, kind] of Object.entries(spec)) {
      if (!isKeyed(kind) || !Array.isArray(kept[field])) continue;
      const keys = new Set((Array.isArray(content[field]) ? content[field] : []).map((item) => obj(item)[kind.key]));
      const items = (kept[field] as unknown[]).filter((item) => keys.has(obj(item)[kind.key]));
      if (items.length > 0) kept[field] = items;
      else delete kept[field];
    }
    if (Object.keys(kept).length > 0) result[locale] = kept;
  }
  return result;
}

// The input's checks: each text is a string (blank allowed: not translated), as long as the
// Spanish field may be (the block rules set no length of their own; the request's size is capped).
const leafSchema = z.string().optional();
const leavesSchema = (fields: Record<string, TextKind>) => z.object(Object.fromEntries(Object.keys(fields).map((f) => [f, leafSchema]))).partial();

/** One language's texts of a type, as an action's input: the spec's fields only (others dropped), strings only. */
export function blockTextsSchema(spec: TextSpec) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, kind] of Object.entries(spec)) {
    if (typeof kind === "string") shape[field] = leafSchema;
    else if (isKeyed(kind))
      shape[field] = z
        .array(leavesSchema(kind.fields).extend({ [kind.key]: z.string() }))
        .max(500)
        .optional();
    else shape[field] = leavesSchema(kind.fields).optional();
  }
  return z.object(shape);
}

/**
 * A block's `translations` as an action's input (the block-level counterpart of
 * src/i18n/content-schema.ts's translationsSchema, whose compaction keeps only top-level
 * strings and lists): per language, the type's texts; stored without blanks or empty languages.
 */
export function blockTranslationsSchema(spec: TextSpec) {
  const texts = blockTextsSchema(spec);
  return z
    .object({ gl: texts.optional(), en: texts.optional() })
    .default({})
    .transform((value) => readBlockTranslations(spec, value));
}
