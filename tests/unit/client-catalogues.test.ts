import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { CLIENT_CATALOGUES, clientMessages } = await import("@/client-messages");
const { messagesFor } = await import("@/i18n/catalogue");
type AnyCatalogue = import("@/i18n/catalogue").Catalogue<unknown>;
const { ADMIN_LOCALES } = await import("@/i18n/locales");
const { fromWire, toWire } = await import("@/i18n/wire");

/**
 * Client components get their strings from the server in one language (`LocaleProvider`), so a
 * catalogue they read must survive the trip: every entry, called with sample arguments, says the
 * same after `toWire` → JSON → `fromWire` as before. A function that branches on its arguments or
 * formats a number fails here by name; it is written with `counted()` or moved out of the catalogue.
 */
const SAMPLES: unknown[][] = [
  ["Reforma «Vigo»", "Cocina", "3"],
  ["cocina-lugo.jpg", "Obra Nueva.PNG", "  con espacios  "],
  ["", "", ""],
  [0, 0, 0],
  [1, 2, 3],
  [2, 1, 1],
  [5, 7, 9],
  [21, 1, 2],
  [1234, 5678, 1],
];

function* entries(value: unknown, at: string): Generator<[string, unknown]> {
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) yield* entries(inner, `${at}.${key}`);
  } else yield [at, value];
}

function lookup(value: unknown, at: string): unknown {
  return at
    .split(".")
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);
}

describe("catalogues client components read", () => {
  for (const name of Object.keys(CLIENT_CATALOGUES) as (keyof typeof CLIENT_CATALOGUES)[]) {
    it(`${name}: every entry reads the same in the browser, in every language`, () => {
      for (const locale of ADMIN_LOCALES) {
        const original = messagesFor(CLIENT_CATALOGUES[name] as AnyCatalogue, locale);
        const sent = JSON.parse(JSON.stringify(toWire(original)));
        const received = fromWire(sent);
        for (const [at, value] of entries(original, name)) {
          const copy = lookup(received, at);
          if (typeof value !== "function") {
            expect(copy, `${locale} ${at}`).toEqual(value);
            continue;
          }
          expect(typeof copy, `${locale} ${at}`).toBe("function");
          for (const args of SAMPLES) {
            let expected: unknown;
            try {
              expected = value(...args);
            } catch {
              continue; // not a value this entry is ever called with
            }
            expect((copy as (...a: unknown[]) => unknown)(...args), `${locale} ${at}(${args.join(", ")})`).toBe(expected);
          }
        }
      }
    });
  }

  it("sends only the language asked for, and only the catalogues named", () => {
    const sent = clientMessages("gl", ["auth"]);
    expect(Object.keys(sent)).toEqual(["auth"]);
    const text = JSON.stringify(sent);
    expect(text).toContain(JSON.stringify(CLIENT_CATALOGUES.auth.gl.pageTitle));
    expect(text).not.toContain(JSON.stringify(CLIENT_CATALOGUES.auth.en.pageTitle));
  });
});
