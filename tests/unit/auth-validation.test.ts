import { describe, expect, it } from "vitest";
import { safeRedirect, signInSchema, signUpSchema } from "@/auth/validation";
import { authErrorMessage } from "@/auth/error-message";
import { runInLocale } from "@/i18n/server";
import { authServerMessages, authValidationMessages } from "@/messages/auth";

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("sign-up and sign-in rules", () => {
  it("refuses passwords that differ with passwordsDontMatch", () => {
    const r = signUpSchema.safeParse({ email: "a@b.es", password: "secreto-uno", confirmPassword: "secreto-dos" });
    expect(firstError(r)).toBe(authValidationMessages.es.passwordsDontMatch);
  });
  it("sign-up refuses passwords under 8 characters, or common ones, in Spanish", () => {
    const signUp = (password: string) => firstError(signUpSchema.safeParse({ email: "a@b.es", password, confirmPassword: password }));
    expect(signUp("1234567")).toBe(authValidationMessages.es.passwordMinLength);
    expect(authValidationMessages.es.passwordMinLength).toBe("La contraseña debe tener al menos 8 caracteres.");
    for (const common of ["12345678", "Password1", "aaaaaaaa", "contraseña123", "qwertyuiop"])
      expect(signUp(common), common).toBe(authValidationMessages.es.passwordTooCommon);
    expect(signUp("x".repeat(129))).toBe(authValidationMessages.es.passwordTooLong);
    expect(signUpSchema.safeParse({ email: "a@b.es", password: "tejado-de-pizarra", confirmPassword: "tejado-de-pizarra" }).success).toBe(true);
  });
  it("sign-in keeps the spec's 6-character check: existing accounts sign in with what they have", () => {
    expect(firstError(signInSchema.safeParse({ email: "a@b.es", password: "12345" }))).toBe(authValidationMessages.es.signInPasswordMinLength);
  });
  it("accepts exactly 6 characters and trims the email", () => {
    const r = signInSchema.safeParse({ email: "  a@b.es ", password: "123456" });
    expect(r.success && r.data.email).toBe("a@b.es");
  });
  it("requires a valid email", () => {
    expect(firstError(signInSchema.safeParse({ email: "not an email", password: "123456" }))).toBe(authValidationMessages.es.emailInvalid);
  });
  it("answers in the sign-in screen's language", () => {
    for (const locale of ["gl", "pt", "en"] as const) {
      const [email, mismatch] = runInLocale(locale, () => [
        firstError(signInSchema.safeParse({ email: "", password: "123456" })),
        firstError(signUpSchema.safeParse({ email: "a@b.es", password: "tejado-de-pizarra", confirmPassword: "otra" })),
      ]);
      expect(email).toBe(authValidationMessages[locale].emailRequired);
      expect(mismatch).toBe(authValidationMessages[locale].passwordsDontMatch);
      expect(runInLocale(locale, () => authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD" }, "loginError"))).toBe(
        authServerMessages[locale].INVALID_EMAIL_OR_PASSWORD,
      );
    }
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
    // Browsers drop tabs and newlines, so these would reach evil.example.
    ["/\t/evil.example/", "/admin"],
    ["/\n/evil.example/", "/admin"],
    ["/\r\n/evil.example", "/admin"],
    ["\n", "/admin"],
    ["/\u200b/evil.example", "/admin"],
    ["/ /evil.example", "/admin"],
    ["/%09/evil.example/", "/%09/evil.example/"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input, "/admin")).toBe(expected);
  });

  it("resolves against SITE_URL and keeps only targets on its origin", () => {
    expect(safeRedirect("/admin/projects#x", "/", "https://obras.example")).toBe("/admin/projects#x");
    expect(safeRedirect("/\t\\evil.example", "/", "https://obras.example")).toBe("/");
  });
});
