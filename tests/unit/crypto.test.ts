import { beforeAll, describe, expect, it } from "vitest";

beforeAll(() => {
  process.env.BETTER_AUTH_SECRET = "unit-test-secret-unit-test-secret";
});

describe("settings secret encryption", () => {
  it("round-trips, never stores the plain text, and uses a fresh IV each time", async () => {
    const { decryptSecret, encryptSecret } = await import("@/platform/crypto");
    const a = encryptSecret("smtp-pässword");
    const b = encryptSecret("smtp-pässword");
    expect(a).not.toContain("smtp");
    expect(a).not.toBe(b);
    expect(decryptSecret(a)).toBe("smtp-pässword");
  });
  it("detects tampering", async () => {
    const { decryptSecret, encryptSecret } = await import("@/platform/crypto");
    const parts = encryptSecret("secret").split(":");
    parts[3] = Buffer.from("XXXXXX").toString("base64");
    expect(() => decryptSecret(parts.join(":"))).toThrow();
  });
});
