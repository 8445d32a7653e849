"use client";
import { useLayoutEffect, useRef } from "react";
import { useLocale, useMessages } from "@/i18n/locale-context.client";
import { ADMIN_LOCALES, INTL_LOCALE, LANGUAGE_NAMES } from "@/i18n/locales";
import { setAdminLanguageAction } from "../actions";

/**
 * The back office's language, per person. A server-action form (React posts it): with JavaScript a choice submits at
 * once; without it the button beside the list does.
 *
 * The list always shows the language the page is drawn in. React never moves an uncontrolled list to a new
 * `defaultValue`, and once the action has run it resets the form to the default the list had when first drawn:
 * the old language, so choosing it again would change nothing. So when the language changes, the list's default
 * and its choice are both moved to it (in place, so a keyboard user keeps the focus). `autoComplete="off"`: the
 * browser must not put back a remembered choice when the page is shown again (back button, reload).
 */
export function LanguageSwitcher() {
  const locale = useLocale();
  const m = useMessages("adminShell");
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const list = select.current;
    if (!list) return;
    for (const option of list.options) option.defaultSelected = option.value === locale;
    list.value = locale;
  }, [locale]);
  return (
    <form action={setAdminLanguageAction} className="flex items-center gap-1">
      <label htmlFor="admin-language" className="sr-only">
        {m.language}
      </label>
      <select
        ref={select}
        id="admin-language"
        name="locale"
        defaultValue={locale}
        autoComplete="off"
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
