import { z } from "zod";
import { authMessages as m } from "@/messages/auth";

const email = z.string().trim().min(1, m.emailRequired).email(m.emailInvalid);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, m.passwordRequired).min(6, m.passwordMinLength),
});

export const signUpSchema = z
  .object({
    email,
    password: z.string().min(1, m.passwordRequired).min(6, m.passwordMinLength),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: m.passwordsDontMatch, path: ["confirmPassword"] });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Only same-site paths: an absolute or protocol-relative target would be an open redirect. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}
