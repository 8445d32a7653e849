import { describe, expect, it } from "vitest";
import { newLinkToken } from "@/lib/link-token";
import { PREVIEW_TTL_DAYS, previewExpiry, previewLinkPath, previewPaths, previewState } from "@/previews/link";
import { parseClosedPreview } from "@/previews/open-link";
import { redactUrl } from "@/server/logging";
import { keptPageKey, publicRoute } from "@/server/public-routes";

const created = new Date("2026-11-28T10:00:00Z");

describe("a preview link's life", () => {
  it("lasts 7 days, and a revoked link stays revoked after its date", () => {
    const expiresAt = previewExpiry(created);
    expect(expiresAt.getTime() - created.getTime()).toBe(PREVIEW_TTL_DAYS * 24 * 60 * 60 * 1000);
    const open = { revokedAt: null, expiresAt };
    expect(previewState(open, new Date(expiresAt.getTime() - 1))).toBe("open");
    expect(previewState(open, expiresAt)).toBe("expired");
    expect(previewState({ ...open, revokedAt: created }, new Date(expiresAt.getTime() + 1))).toBe("revoked");
  });
});

describe("the preview's addresses", () => {
  it("follow the public pages' language prefixes", () => {
    expect(previewLinkPath("es", "T")).toBe("/vista-previa/T");
    expect(previewLinkPath("gl", "T")).toBe("/gl/vista-previa/T");
    expect(previewPaths()).toEqual(["/vista-previa", "/gl/vista-previa", "/en/vista-previa"]);
  });

  it("are public pages the page cache never keeps, the link included; the token is masked in the request log", () => {
    const token = newLinkToken().token;
    for (const prefix of ["", "/gl", "/en"]) {
      expect(publicRoute(`${prefix}/vista-previa`)?.route.name).toBe("preview");
      expect(keptPageKey(`${prefix}/vista-previa`)).toBeNull();
      expect(keptPageKey(`${prefix}/vista-previa/${token}`)).toBeNull();
      expect(redactUrl(`${prefix}/vista-previa/${token}`)).toBe(`${prefix}/vista-previa/[redacted]`);
    }
  });

  it("say why a link cannot be used with a word from a fixed list, nothing else", () => {
    expect(parseClosedPreview("caducado")).toBe("expired");
    expect(parseClosedPreview("revocado")).toBe("revoked");
    expect(parseClosedPreview("invalido")).toBe("invalid");
    for (const other of ["", "usado", "toString", "__proto__", null, 1]) expect(parseClosedPreview(other)).toBeNull();
  });
});
