"use server";
import { roleOf } from "./permissions";
import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { handleAuthRequest } from "./handler";
import { siteUrl } from "@/platform/site-url";
import { runInLocale } from "@/i18n/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import { t } from "@/i18n/current";
import { authMessages, authValidationMessages } from "@/messages/auth";
import { normalizeInput } from "@/lib/normalize-text";
import { authErrorMessage } from "./error-message";
import { safeRedirect, signInSchema, signUpSchema } from "./validation";

/**
 * The sign-in and sign-up forms without JavaScript (a slow phone, a blocked script): the browser
 * posts the form here instead of putting the password in the URL. With JavaScript the forms keep
 * their client flow. Both go through the same `/api/auth` route — origin check, rate limits and
 * password policy included — and the session cookie it sets is passed on to the browser.
 */
export type AuthFormState = { ok?: false; error?: string; fieldErrors?: Record<string, string>; email?: string };

/** Anything but a posted form (a hand-made call): refused like a bad request. */
const NOT_A_FORM: AuthFormState = { ok: false, error: authMessages.es.invalidRequest };

/** The screen's language, posted with the form: its checks and answers are in it. */
const localeOf = (form: FormData): Locale => {
  const value = form.get("idioma");
  return isLocale(value) ? value : DEFAULT_LOCALE;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

async function callAuthRoute(path: string, body: object): Promise<Response> {
  const incoming = await headers();
  const forwarded = new Headers({ "content-type": "application/json", origin: new URL(siteUrl()).origin });
  for (const name of ["x-forwarded-for", "user-agent", "cookie"]) {
    const value = incoming.get(name);
    if (value) forwarded.set(name, value);
  }
  return handleAuthRequest(new Request(`${siteUrl()}/api/auth${path}`, { method: "POST", headers: forwarded, body: JSON.stringify(body) }));
}

/** Passes the route's Set-Cookie (the session) on to the browser, then sends it where it was going. */
async function finish(res: Response, form: FormData): Promise<never> {
  const jar = await cookies();
  for (const [name, attributes] of parseSetCookieHeader(res.headers.get("set-cookie") ?? "")) {
    const options = toCookieOptions(attributes);
    jar.set(name, attributes.value, { ...options, sameSite: options.sameSite as "lax" | "strict" | "none" | undefined });
  }
  const data = (await res.json().catch(() => null)) as { user?: { role?: string | null } } | null;
  // Staff land in the panel; anyone else back on the site.
  const staff = roleOf(data?.user?.role) !== null;
  redirect(safeRedirect(text(form, "redirect"), staff ? "/admin" : "/", siteUrl()));
}

async function failure(res: Response, fallback: "loginError" | "signupError", email: string): Promise<AuthFormState> {
  const error = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  return { ok: false, error: authErrorMessage({ ...error, status: res.status }, fallback), email };
}

/**
 * The posted form with its text normalised as every action's is; passwords as typed (the JSON
 * route that the scripted forms call compares them byte for byte, and so must this way in).
 */
const normalized = (form: FormData) => normalizeInput(form, { verbatim: ["password", "confirmPassword"] });

export async function signInWithFormAction(_previous: AuthFormState, posted: FormData): Promise<AuthFormState> {
  if (!(posted instanceof FormData)) return NOT_A_FORM;
  const form = normalized(posted);
  return runInLocale(localeOf(form), async () => {
    const parsed = signInSchema.safeParse({ email: text(form, "email"), password: text(form, "password") });
    if (!parsed.success)
      return { ok: false, error: t(authValidationMessages).loginError, fieldErrors: fieldErrors(parsed.error.issues), email: text(form, "email") };
    const res = await callAuthRoute("/sign-in/email", parsed.data);
    if (!res.ok) return failure(res, "loginError", parsed.data.email);
    return finish(res, form);
  });
}

export async function signUpWithFormAction(_previous: AuthFormState, posted: FormData): Promise<AuthFormState> {
  if (!(posted instanceof FormData)) return NOT_A_FORM;
  const form = normalized(posted);
  return runInLocale(localeOf(form), async () => {
    const parsed = signUpSchema.safeParse({ email: text(form, "email"), password: text(form, "password"), confirmPassword: text(form, "confirmPassword") });
    if (!parsed.success)
      return { ok: false, error: t(authValidationMessages).signupError, fieldErrors: fieldErrors(parsed.error.issues), email: text(form, "email") };
    const { email, password } = parsed.data;
    const res = await callAuthRoute("/sign-up/email", { email, password, name: email.split("@")[0], callbackURL: "/" });
    if (!res.ok) return failure(res, "signupError", email);
    return finish(res, form);
  });
}
