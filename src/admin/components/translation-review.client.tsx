"use client";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import type { StaleFields } from "@/i18n/freshness-status";

/** One "Confirmar" form: the content it is about (none for the single settings record) and the language. */
export type ConfirmTarget = { formId: string; locale: TranslatedLocale; id?: string };

/** A "Confirmar" form's id: `scope` names the content (e.g. `project-<id>`), unique on the page. */
export const confirmFormId = (scope: string, locale: TranslatedLocale) => `confirm-translation-${scope}-${locale}`;

/** The languages of a stored record that need review, as "Confirmar" forms (with their ids by language). */
export function confirmTargets(scope: string, stale: StaleFields, id?: string): ConfirmTarget[] {
  return TRANSLATED_LOCALES.filter((locale) => stale[locale].length > 0).map((locale) => ({ formId: confirmFormId(scope, locale), locale, id }));
}

/** The ids of `targets`' forms by language, as the language switch takes them. */
export const confirmFormsByLanguage = (targets: ConfirmTarget[]): Partial<Record<TranslatedLocale, string>> =>
  Object.fromEntries(targets.map((target) => [target.locale, target.formId]));

/**
 * The "Confirmar" forms of a page: empty forms posting a domain's confirm action, outside any
 * other form (a form cannot hold another), their buttons elsewhere naming them by `form=`.
 * A server-action form posts without JavaScript; with it, React sends it and the page's data
 * is read again.
 */
export function TranslationConfirmForms({ action, targets }: { action: (form: FormData) => Promise<void>; targets: ConfirmTarget[] }) {
  return (
    <>
      {targets.map((target) => (
        <form key={target.formId} id={target.formId} action={action} hidden>
          {target.id && <input type="hidden" name="id" value={target.id} />}
          <input type="hidden" name="locale" value={target.locale} />
        </form>
      ))}
    </>
  );
}
