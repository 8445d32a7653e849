import { describe, expect, it } from "vitest";
import { bodyLimitFor } from "@/server/body-limit";
import { redactUrl } from "@/server/logging";
import { keptPageKey, publicRoute } from "@/server/public-routes";
import { hashLinkToken, isWellFormedLinkToken, newLinkToken } from "@/lib/link-token";
import { requestExpiry, requestState, REVIEW_REQUEST_TTL_DAYS, reviewFormPaths, reviewLinkPath } from "@/reviews/request-token";

describe("link tokens (review requests, previews)", () => {
  it("are 32 random bytes in base64url, and only their SHA-256 is kept", () => {
    const { token, hash } = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashLinkToken(token));
    expect(hash).not.toContain(token);
    expect(newLinkToken().token).not.toBe(token);
  });

  it("verify by their hash: a token one character off has another hash", () => {
    const { token, hash } = newLinkToken();
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(isWellFormedLinkToken(forged)).toBe(true);
    expect(hashLinkToken(forged)).not.toBe(hash);
  });

  it("refuse anything that is not 43 base64url characters before any lookup", () => {
    for (const bad of ["", "abc", "a".repeat(42), "a".repeat(44), `${"a".repeat(42)}=`, `${"a".repeat(42)}/`, `${"a".repeat(42)}+`, null, 42, undefined]) {
      expect(isWellFormedLinkToken(bad), String(bad)).toBe(false);
    }
  });
});

describe("a request's expiry and state", () => {
  const created = new Date("2026-03-20T10:00:00Z");

  it("expires 30 days after it was made, to the millisecond (a DST change in between changes nothing)", () => {
    expect(REVIEW_REQUEST_TTL_DAYS).toBe(30);
    expect(requestExpiry(created).toISOString()).toBe("2026-04-19T10:00:00.000Z");
  });

  it("is waiting until it expires, and used or revoked whatever its date", () => {
    const expiresAt = requestExpiry(created);
    const open = { usedAt: null, revokedAt: null, expiresAt };
    expect(requestState(open, new Date(expiresAt.getTime() - 1))).toBe("waiting");
    expect(requestState(open, expiresAt)).toBe("expired");
    expect(requestState({ ...open, usedAt: created }, new Date(expiresAt.getTime() + 1))).toBe("used");
    expect(requestState({ ...open, revokedAt: created }, new Date(expiresAt.getTime() + 1))).toBe("revoked");
  });
});

describe("the link's addresses", () => {
  it("follow the public pages' language prefixes", () => {
    expect(reviewLinkPath("es", "T")).toBe("/resena/T");
    expect(reviewLinkPath("gl", "T")).toBe("/gl/resena/T");
    expect(reviewLinkPath("en", "T")).toBe("/en/resena/T");
    expect(reviewFormPaths()).toEqual(["/resena", "/gl/resena", "/en/resena"]);
  });
});

describe("the link's token on the server's side", () => {
  it("is masked in the request log, in every language", () => {
    const token = newLinkToken().token;
    for (const prefix of ["", "/gl", "/en"]) {
      expect(redactUrl(`${prefix}/resena/${token}`)).toBe(`${prefix}/resena/[redacted]`);
      expect(redactUrl(`${prefix}/resena/${token}?x=1`)).toBe(`${prefix}/resena/[redacted]?x=1`);
    }
    expect(redactUrl("/resena?enlace=usado")).toBe("/resena?enlace=usado");
  });

  it("the form's posts are capped well under the other pages' 1 MB", () => {
    for (const path of ["/resena", "/gl/resena", "/en/resena"]) expect(bodyLimitFor(path)).toBe(64 * 1024);
    expect(bodyLimitFor("/")).toBe(1024 * 1024);
  });
});

describe("the form in the route table", () => {
  it("is a public page the page cache never keeps, in every language; the link itself is not a kept page either", () => {
    for (const path of ["/resena", "/gl/resena", "/en/resena"]) {
      expect(publicRoute(path)?.route.name, path).toBe("review");
      expect(keptPageKey(path), path).toBeNull();
    }
    expect(keptPageKey(`/resena/${newLinkToken().token}`)).toBeNull();
  });
});
