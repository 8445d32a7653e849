import { z } from "zod";
import { sameSitePath } from "@/lib/same-site-path";
import { t } from "@/i18n/current";
import { authValidationMessages } from "@/messages/auth";
import { passwordProblem } from "./password-policy";

type AuthText = (typeof authValidationMessages)["es"];
/** The catalogue's plain strings (a message that takes values is not a field's message). */
type TextKey = { [K in keyof AuthText]: AuthText[K] extends string ? K : never }[keyof AuthText];

/** Messages are read when a check fails: in the browser the screen's language, on the server the request's. */
const m = (key: TextKey) => ({ error: () => t(authValidationMessages)[key] });

const email = z.string().trim().min(1, m("emailRequired")).email(m("emailInvalid"));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, m("passwordRequired")).min(6, m("signInPasswordMinLength")),
});

const newPasswordMessages = { tooShort: "passwordMinLength", tooLong: "passwordTooLong", common: "passwordTooCommon" } as const;

/** A new password under the server's policy, with its message. */
export const newPassword = z
  .string()
  .min(1, m("passwordRequired"))
  .superRefine((value, ctx) => {
    const problem = value ? passwordProblem(value) : null;
    if (problem) ctx.addIssue({ code: "custom", message: t(authValidationMessages)[newPasswordMessages[problem]] });
  });

export const signUpSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { ...m("passwordsDontMatch"), path: ["confirmPassword"] });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * Only paths that stay on this site (resolved against `base`, normally SITE_URL): an absolute,
 * protocol-relative or whitespace-smuggled target (`/\t/evil.example`) would be an open redirect.
 */
export function safeRedirect(target: string | null | undefined, fallback: string, base?: string): string {
  return sameSitePath(target, base) ?? fallback;
}
