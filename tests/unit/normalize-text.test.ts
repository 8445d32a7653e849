import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasUnnormalizedText, isNormalizedText, normalizeInput, normalizeText } from "@/lib/normalize-text";
import { sanitizeRichText } from "@/lib/sanitize";

const HIGH = "\uD83C"; // the first half of 🏠, alone
const LOW = "\uDFE0"; // the second half of 🏠, alone

describe("normalizeText", () => {
  it("removes NUL and the other C0 controls, DEL and the C1 controls", () => {
    expect(normalizeText("a\u0000b")).toBe("ab");
    const c0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).filter((c) => c !== "\t" && c !== "\n" && c !== "\r");
    const c1 = Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i));
    for (const control of [...c0, ...c1]) expect(normalizeText(`x${control}y`), `U+${control.charCodeAt(0).toString(16)}`).toBe("xy");
  });

  it("keeps tabs and line feeds; CRLF and a lone CR become LF", () => {
    expect(normalizeText("uno\tdos\ntres")).toBe("uno\tdos\ntres");
    expect(normalizeText("uno\r\ndos\rtres\n\rcuatro")).toBe("uno\ndos\ntres\n\ncuatro");
  });

  it("replaces a lone high or low surrogate with U+FFFD and keeps a valid astral character", () => {
    expect(normalizeText(`casa ${HIGH}`)).toBe("casa \uFFFD");
    expect(normalizeText(`${LOW} casa`)).toBe("\uFFFD casa");
    expect(normalizeText(`${LOW}${HIGH}`)).toBe("\uFFFD\uFFFD");
    expect(normalizeText("🏠 casa 🏗️")).toBe("🏠 casa 🏗️");
    expect(normalizeText(`${HIGH}${LOW}`)).toBe("🏠");
  });

  it("composes to NFC: a decomposed é becomes one character", () => {
    const decomposed = "Xoa\u0301n cafe\u0301";
    expect(decomposed).toHaveLength(11);
    expect(normalizeText(decomposed)).toBe("Xoán café");
    expect(normalizeText(decomposed)).toHaveLength(9);
    // A control between a letter and its accent goes first, so they still compose.
    expect(normalizeText("e\u0000\u0301")).toBe("é");
  });

  it("leaves ordinary text of every language as it is, and is idempotent", () => {
    for (const text of ["Reforma integral en A Coruña", "Obra nova en Ourense — 120 m²", "Çà et là « ça »", "Zero\u200Bwidth", "👩‍👩‍👧 família"]) {
      expect(normalizeText(text)).toBe(text);
      expect(isNormalizedText(text)).toBe(true);
    }
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (s) => {
        const once = normalizeText(s);
        expect(normalizeText(once)).toBe(once);
        expect(once).not.toMatch(/[^\P{Cc}\t\n]/u);
        expect(once.isWellFormed()).toBe(true);
        expect(once.normalize("NFC")).toBe(once);
      }),
    );
    // A hundred generated strings: seconds of CPU on a busy 2-core machine, not a hang.
  }, 30_000);
});

describe("normalizeInput", () => {
  const dirty = `A\u0000B${HIGH}C\u0007D\r\nE\u0301`;
  const clean = "AB\uFFFDCD\nÉ";

  it("normalises every string of nested objects and arrays, keys included, and keeps other values", () => {
    const when = new Date(0);
    const input = {
      title: dirty,
      count: 3,
      published: true,
      none: null,
      missing: undefined,
      when,
      translations: { gl: { title: dirty, features: [dirty, "ok"] }, en: { materials: [[dirty, dirty]] } },
      [`key${"\u0000"}`]: "value",
      blocks: [{ content: { html: `<p>${dirty}</p>` } }],
    };
    const out = normalizeInput(input);
    expect(out).toEqual({
      title: clean,
      count: 3,
      published: true,
      none: null,
      missing: undefined,
      when,
      translations: { gl: { title: clean, features: [clean, "ok"] }, en: { materials: [[clean, clean]] } },
      key: "value",
      blocks: [{ content: { html: `<p>${clean}</p>` } }],
    });
    expect(out.when).toBe(when);
    // The input is not changed.
    expect(input.title).toBe(dirty);
    expect(hasUnnormalizedText(input)).toBe(true);
    expect(hasUnnormalizedText(out)).toBe(false);
  });

  it("normalises a bare string and the fields of a FormData, keeping files", () => {
    expect(normalizeInput(dirty)).toBe(clean);
    const form = new FormData();
    form.append("name", dirty);
    form.append("name", "otro");
    const file = new File(["x"], "a.txt");
    form.append("file", file);
    const out = normalizeInput(form);
    expect(out).toBeInstanceOf(FormData);
    expect(out.getAll("name")).toEqual([clean, "otro"]);
    expect(out.get("file")).toBeInstanceOf(File);
    // The posted form is not changed (FormData keeps strings well formed, so only the surrogate differs).
    expect(form.get("name")).toBe(dirty.replace(HIGH, "\uFFFD"));
  });

  it("passes the verbatim keys on as typed, at any depth", () => {
    const password = `cl\u0000ave${HIGH} e\u0301`;
    expect(normalizeInput({ smtpHost: dirty, smtpPassword: password, nested: { smtpPassword: password } }, { verbatim: ["smtpPassword"] })).toEqual({
      smtpHost: clean,
      smtpPassword: password,
      nested: { smtpPassword: password },
    });
    // FormData itself turns a lone surrogate into U+FFFD; the rest of the password is kept.
    const typed = "cl\u0000ave e\u0301\r\n";
    const form = new FormData();
    form.append("email", `jefa@obras.test${"\u0000"}`);
    form.append("password", typed);
    const out = normalizeInput(form, { verbatim: ["password"] });
    expect([out.get("email"), out.get("password")]).toEqual(["jefa@obras.test", typed]);
  });

  it("keeps a key named __proto__ a plain key, and survives shared and circular references", () => {
    const parsed = JSON.parse(`{"__proto__": {"admin": true}, "name": "x\\u0000"}`);
    const out = normalizeInput(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect((out as { admin?: unknown }).admin).toBeUndefined();
    expect(Object.keys(out)).toEqual(["__proto__", "name"]);
    expect(out.name).toBe("x");

    const shared = { text: dirty };
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    const copy = normalizeInput(cyclic);
    expect(copy.a).toEqual({ text: clean });
    expect(copy.a).toBe(copy.b);
    expect(copy.self).toBe(copy);
  });

  it("replaces what lies deeper than any form nests with null, without exhausting the stack", () => {
    let deep: unknown = dirty;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let out = normalizeInput(deep);
    let depth = 0;
    while (Array.isArray(out)) {
      out = out[0];
      depth++;
    }
    expect(out).toBeNull();
    expect(depth).toBeLessThan(100);
  });
});

describe("rich text", () => {
  it("comes out of the sanitiser normalised, character references included", () => {
    expect(sanitizeRichText(`<p>${"\u0000"}Hola${HIGH} e\u0301</p>`)).toBe("<p>Hola\uFFFD é</p>");
    // The parser decodes references into the characters they name; none survives as a control.
    const out = sanitizeRichText("<p>a&#0;b&#1;c&#xD800;d&#127;e&#x1F3E0;</p>");
    expect(out).toBe("<p>a\uFFFDbc\uFFFDde🏠</p>");
    expect(isNormalizedText(out)).toBe(true);
  });
});
