import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeUrl } from "@/lib/safe-url";
import { sameSitePath } from "@/lib/same-site-path";

const seed = process.env.FC_SEED === "random" ? undefined : 20261124;

describe("open redirect: same-site paths", () => {
  it("refuses every path a browser would take off-site", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example/",
      "/\n/evil.example",
      "/\r\n/evil",
      "/\u0000/x",
      "/\u200b/evil",
      "/\u00a0/evil",
      "/\u2028/evil",
      "https://evil.example",
    ]) {
      expect(sameSitePath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("keeps ordinary paths as they were written", () => {
    for (const value of ["/", "/admin/projects?page=2", "/#projects", "/projeto/casa-en-vigo", "/buscar?q=baño", "/%09/x"]) {
      expect(sameSitePath(value)).toBe(value);
    }
  });

  it("whatever it accepts resolves to the site's own origin (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (tail) => {
        const value = `/${tail}`;
        const kept = sameSitePath(value, "https://obras.example");
        if (kept !== null) {
          // What a browser does first: strip tabs and newlines, read backslashes as slashes.
          const asBrowser = kept.replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
          expect(new URL(asBrowser, "https://obras.example").origin).toBe("https://obras.example");
        }
      }),
      { seed, numRuns: 300 },
    );
  }, 30_000);

  it("quick links and content URLs use the same check", () => {
    expect(safeUrl("/\t/evil.example/")).toBeNull();
    expect(safeUrl(" /contacto ")).toBe("/contacto");
    expect(safeUrl("https://www.instagram.com/obras")).toBe("https://www.instagram.com/obras");
  });
});
