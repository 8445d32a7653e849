import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkContactFields, CONTACT_FIELDS, MAX_LENGTH, MAX_PLACEHOLDER } from "@/contact/field-rules";
import { contactFormCatalogue } from "@/contact/messages";
import { contactSchema } from "@/contact/validation";
import { localizedIssues } from "@/i18n/zod-issues";
import { isNetworkFailure } from "@/contact/components/contact-form.controller";

const m = contactFormCatalogue.es;
const words = { requiredText: m.requiredText, emailInvalid: m.emailInvalid, phoneInvalid: m.phoneInvalid, tooLong: m.tooLong(MAX_PLACEHOLDER) };

/** The server's field errors, the way `acceptContactMessage` reads them: the first issue of each field. */
function serverErrors(values: Record<string, string>) {
  const parsed = contactSchema.safeParse(values, { error: localizedIssues });
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const valid = { name: "Xoán", email: "xoan@example.com", phone: "", subject: "Presupuesto", message: "Quiero reformar la cocina." };

describe("the browser's contact check", () => {
  it("answers each case as the server's schema does", () => {
    const cases: Array<Record<string, string>> = [
      valid,
      {},
      { ...valid, name: "   " },
      { ...valid, subject: "\u0000\u0007 \t" },
      { ...valid, email: "no-es-email" },
      { ...valid, email: " xoan@example.com " },
      { ...valid, email: "x@y" },
      { ...valid, email: ".xoan@example.com" },
      { ...valid, email: `${"a".repeat(250)}@example.com` },
      { ...valid, name: "x".repeat(MAX_LENGTH.name) },
      { ...valid, name: "x".repeat(MAX_LENGTH.name + 1) },
      { ...valid, name: ` ${"x".repeat(MAX_LENGTH.name)} ` },
      { ...valid, name: `${"x".repeat(MAX_LENGTH.name)}\u0000` },
      { ...valid, phone: "9".repeat(MAX_LENGTH.phone + 1) },
      { ...valid, phone: "123" },
      { ...valid, phone: "  " },
      { ...valid, phone: "+34 600 11 22 33" },
      { ...valid, phone: "(986) 12-34-56" },
      { ...valid, phone: "+351 912 345 678" },
      { ...valid, phone: "+34 123 456 789" },
      { ...valid, phone: " 600112233\u0000" },
      { ...valid, phone: "07911 123456" },
      { ...valid, phone: `+34 ${"6".repeat(MAX_LENGTH.phone)}` },
      { ...valid, message: "x".repeat(MAX_LENGTH.message + 1) },
      { name: "", email: "mal", phone: "1".repeat(31), subject: "s".repeat(201), message: " " },
    ];
    for (const values of cases) expect(checkContactFields(values, words), JSON.stringify(values).slice(0, 120)).toEqual(serverErrors(values));
  });

  it("agrees with the server's schema on generated input", () => {
    const piece = fc.constantFrom("", " ", "\t", "\u0000", "\n", "a", "Ñ", "@", ".", "-", "ex", "ample", ".com", "+", "'", "_", "🏗️");
    const text = fc.oneof(
      fc.array(piece, { maxLength: 12 }).map((parts) => parts.join("")),
      fc.string({ maxLength: 40 }),
      fc.nat({ max: 5010 }).map((n) => "x".repeat(n)),
    );
    const email = fc.oneof(
      text,
      fc.emailAddress(),
      fc.tuple(fc.emailAddress(), piece, piece).map(([e, a, b]) => `${a}${e}${b}`),
    );
    const phone = fc.oneof(
      text,
      fc
        .array(fc.constantFrom("", " ", "+", "00", "34", "6", "9", "1", "0", "123", "(", ")", "-", ".", "\u0000", "x"), { maxLength: 16 })
        .map((parts) => parts.join("")),
    );
    const form = fc.record({ name: text, email, phone, subject: text, message: text }, { requiredKeys: [] });
    fc.assert(
      fc.property(form, (values) => {
        expect(checkContactFields(values, words)).toEqual(serverErrors(values));
      }),
      { numRuns: 2000, seed: 20261124 },
    );
  });

  it("refuses the phone '123' in the visitor's language, on both sides", () => {
    for (const locale of ["es", "gl", "en"] as const) {
      const t = contactFormCatalogue[locale];
      const errors = checkContactFields({ ...valid, phone: "123" }, { ...words, phoneInvalid: t.phoneInvalid });
      expect(errors).toEqual({ phone: t.phoneInvalid });
    }
    expect(serverErrors({ ...valid, phone: "123" })).toEqual({ phone: m.phoneInvalid });
  });

  it("writes the limit into the page's 'too long' words, in any language", () => {
    for (const locale of ["es", "gl", "en"] as const) {
      const t = contactFormCatalogue[locale];
      const errors = checkContactFields({ ...valid, subject: "s".repeat(201) }, { ...words, tooLong: t.tooLong(MAX_PLACEHOLDER) });
      expect(errors).toEqual({ subject: t.tooLong(200) });
    }
    expect(Object.keys(MAX_LENGTH).sort()).toEqual([...CONTACT_FIELDS].sort());
  });
});

describe("a send that failed on the way", () => {
  it("is a network failure when the browser says so (Chromium, Firefox, Safari), anything else is unexpected", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkFailure(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
    expect(isNetworkFailure(new TypeError("Load failed"))).toBe(true);
    expect(isNetworkFailure(new Error("contact form answered 500"))).toBe(false);
  });
});
