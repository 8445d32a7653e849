import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";

/**
 * The sign-in screen's address: its language (`idioma`, Spanish when absent), its tab (`modo`)
 * and where to go after signing in (`redirect`, checked again on arrival).
 */
export function authHref({ locale, mode, redirectTo }: { locale: Locale; mode: "signin" | "signup"; redirectTo: string | null }): string {
  const params = new URLSearchParams();
  if (mode === "signup") params.set("modo", "registro");
  if (locale !== DEFAULT_LOCALE) params.set("idioma", locale);
  if (redirectTo) params.set("redirect", redirectTo);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}
