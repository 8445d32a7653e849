"use client";
import { adminShellMessages } from "@/admin/messages";
import { useLocale, useMessages } from "@/i18n/locale-context.client";
import { ADMIN_LOCALES, INTL_LOCALE, LANGUAGE_NAMES } from "@/i18n/locales";
import { setAdminLanguageAction } from "../actions";

/**
 * The back office's language, per person. A server-action form (React posts it): with JavaScript a choice submits at
 * once; without it the button beside the list does.
 */
export function LanguageSwitcher() {
  const locale = useLocale();
  const m = useMessages(adminShellMessages);
  return (
    <form action={setAdminLanguageAction} className="flex items-center gap-1">
      <label htmlFor="admin-language" className="sr-only">
        {m.language}
      </label>
      <select
        id="admin-language"
        name="locale"
        defaultValue={locale}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
      >
        {ADMIN_LOCALES.map((code) => (
          <option key={code} value={code} lang={INTL_LOCALE[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-9 rounded-md border px-2 text-sm">
          {m.applyLanguage}
        </button>
      </noscript>
    </form>
  );
}
