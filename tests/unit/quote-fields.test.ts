import { describe, expect, it } from "vitest";
import { contactFormCatalogue } from "@/contact/messages";
import { MAX_PLACEHOLDER } from "@/contact/field-rules";
import { runInLocale } from "@/i18n/server";
import { checkQuoteFields, parseArea, type QuoteCheckWords } from "@/leads/quote/fields";
import { quoteCatalogue } from "@/leads/quote/messages";
import { quoteSchema } from "@/leads/quote/validation";
import { isPrivateKey } from "@/platform/storage";
import { sniffPhoto } from "@/uploads/sniff";

const c = contactFormCatalogue.es;
const q = quoteCatalogue.es;
const words: QuoteCheckWords = {
  requiredText: c.requiredText,
  emailInvalid: c.emailInvalid,
  phoneInvalid: c.phoneInvalid,
  tooLong: c.tooLong(MAX_PLACEHOLDER),
  choose: q.choose,
  areaInvalid: q.areaInvalid,
  phoneNeeded: q.phoneNeeded,
};

const valid = {
  name: "Uxía",
  email: "uxia@example.com",
  phone: "",
  subject: "",
  message: "Reformar el baño.",
  category: "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  municipality: "Lugo",
  area: "",
  budget: "sin-decidir",
  start: "cuanto-antes",
  channel: "email",
  callTime: "",
};

describe("the quote form's fields", () => {
  it("accepts a complete request with the subject, phone, area and call time left empty", () => {
    expect(checkQuoteFields(valid, words)).toEqual({});
    const parsed = quoteSchema.safeParse(valid);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ subject: "", area: null, callTime: "", marketing: false, phone: "" });
  });

  it("reads the area as a whole number of m² from 1 to 100,000, or nothing", () => {
    expect(parseArea("")).toBeNull();
    expect(parseArea(" 85 ")).toBe(85);
    expect(parseArea("100000")).toBe(100000);
    for (const bad of ["0", "100001", "12.5", "-3", "1e3", "doce", "12 m2"]) expect(parseArea(bad), bad).toBeUndefined();
  });

  it("names each field's first problem, the browser's way and the server's alike", () => {
    const bad = { ...valid, name: " ", email: "no", category: "", municipality: "", area: "0", budget: "", start: "", channel: "", callTime: "x".repeat(81) };
    const browser = checkQuoteFields(bad, words);
    expect(browser).toEqual({
      name: c.requiredText,
      email: c.emailInvalid,
      category: q.choose,
      municipality: c.requiredText,
      area: q.areaInvalid,
      budget: q.choose,
      start: q.choose,
      channel: q.choose,
      callTime: c.tooLong(80),
    });
    const server = quoteSchema.safeParse(bad);
    expect(server.success).toBe(false);
    const fieldErrors: Record<string, string> = {};
    for (const issue of server.error!.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    expect(fieldErrors).toEqual(browser);
  });

  it("needs a phone number for a call or a WhatsApp message, not for an e-mail", () => {
    expect(checkQuoteFields({ ...valid, channel: "whatsapp" }, words)).toEqual({ phone: q.phoneNeeded });
    expect(checkQuoteFields({ ...valid, channel: "phone", phone: "600123456" }, words)).toEqual({});
    expect(quoteSchema.safeParse({ ...valid, channel: "phone" }).error?.issues[0]).toMatchObject({ path: ["phone"], message: q.phoneNeeded });
    expect(quoteSchema.safeParse({ ...valid, channel: "phone", phone: "600123456" }).success).toBe(true);
  });

  it("takes only the schema's choices, and 'otra' as the type of work", () => {
    expect(quoteSchema.safeParse({ ...valid, budget: "millones" }).success).toBe(false);
    expect(quoteSchema.safeParse({ ...valid, start: "ayer" }).success).toBe(false);
    expect(quoteSchema.safeParse({ ...valid, channel: "fax" }).success).toBe(false);
    expect(quoteSchema.safeParse({ ...valid, category: "cocinas" }).success).toBe(false);
    expect(quoteSchema.safeParse({ ...valid, category: "otra" }).success).toBe(true);
  });

  it("answers in the visitor's language", () => {
    const gl = runInLocale("gl", () => quoteSchema.safeParse({ ...valid, area: "0" }));
    expect(gl.error?.issues[0].message).toBe(quoteCatalogue.gl.areaInvalid);
  });
});

describe("a photo's real format", () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p)))));
  it("comes from its first bytes, never its name", () => {
    expect(sniffPhoto(bytes([0xff, 0xd8, 0xff, 0xe0], "xxxxxxxx"))).toBe("jpeg");
    expect(sniffPhoto(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "xxxx"))).toBe("png");
    expect(sniffPhoto(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(sniffPhoto(bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0]))).toBe("heif");
    expect(sniffPhoto(bytes([0, 0, 0, 24], "ftypmif1", [0, 0, 0, 0]))).toBe("heif");
    expect(sniffPhoto(bytes([0, 0, 0, 24], "ftypavif", [0, 0, 0, 0]))).toBeNull();
    expect(sniffPhoto(bytes("GIF89a......"))).toBeNull();
    expect(sniffPhoto(bytes("esto no es una foto"))).toBeNull();
    expect(sniffPhoto(bytes("<svg xmlns="))).toBeNull();
  });
});

describe("private storage keys", () => {
  it("are the leads/ folder's, whatever the case", () => {
    for (const key of ["leads/a/b.jpg", "LEADS/a/b.jpg", "Leads/x", "leads"]) expect(isPrivateKey(key), key).toBe(true);
    for (const key of ["projects/a/leads/b.jpg", "leadsx/a.jpg", "hero/a.webp"]) expect(isPrivateKey(key), key).toBe(false);
  });
});
