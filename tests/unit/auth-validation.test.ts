import { describe, expect, it } from "vitest";
import { safeRedirect, signInSchema, signUpSchema } from "@/auth/validation";
import { authMessages } from "@/messages/auth";

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("sign-up and sign-in rules", () => {
  it("refuses passwords that differ with passwordsDontMatch", () => {
    const r = signUpSchema.safeParse({ email: "a@b.es", password: "secret1", confirmPassword: "secret2" });
    expect(firstError(r)).toBe(authMessages.passwordsDontMatch);
  });
  it("refuses passwords under 6 characters with passwordMinLength", () => {
    expect(firstError(signUpSchema.safeParse({ email: "a@b.es", password: "12345", confirmPassword: "12345" }))).toBe(
      authMessages.passwordMinLength,
    );
    expect(firstError(signInSchema.safeParse({ email: "a@b.es", password: "12345" }))).toBe(authMessages.passwordMinLength);
  });
  it("accepts exactly 6 characters and trims the email", () => {
    const r = signInSchema.safeParse({ email: "  a@b.es ", password: "123456" });
    expect(r.success && r.data.email).toBe("a@b.es");
  });
  it("requires a valid email", () => {
    expect(firstError(signInSchema.safeParse({ email: "not an email", password: "123456" }))).toBe(authMessages.emailInvalid);
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/admin/categories?x=1", "/admin/categories?x=1"],
    ["https://evil.example/", "/admin"],
    ["//evil.example", "/admin"],
    ["/\\evil.example", "/admin"],
    ["javascript:alert(1)", "/admin"],
    [undefined, "/admin"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input, "/admin")).toBe(expected);
  });
});
