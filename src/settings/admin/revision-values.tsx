import { readTranslations, SETTINGS_TEXT_FIELDS, TRANSLATED_LOCALES } from "@/i18n/content";
import { formatNumber } from "@/i18n/format";
import { LANGUAGE_NAMES, type Locale } from "@/i18n/locales";
import { SPEC_RATING } from "@/reviews/shown";
import { SETTINGS_SNAPSHOT_KEYS, type SettingsSnapshotKey } from "../columns";
import type { SettingsSnapshot } from "../history";
import type { SettingsMessages } from "../messages";
import { settingsFieldLabel } from "./history-labels";
import type { SettingsHistoryMessages } from "./messages";

type Props = { snapshot: SettingsSnapshot; changed: SettingsSnapshotKey[]; m: SettingsMessages; h: SettingsHistoryMessages; locale: Locale };

const textOf = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** One value as the form would show it: text as typed, a yes/no, a list a line per item. */
function Value({ value, h }: { value: unknown; h: SettingsHistoryMessages }) {
  if (typeof value === "boolean") return <>{value ? h.yes : h.no}</>;
  if (Array.isArray(value)) {
    const lines = value.map((item) =>
      item && typeof item === "object" ? [textOf((item as { name?: unknown }).name), textOf((item as { href?: unknown }).href)].join(" — ") : textOf(item),
    );
    if (lines.length === 0) return <>{h.noValue}</>;
    return (
      <ul className="list-inside list-disc">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    );
  }
  const text = textOf(value);
  return <span className="whitespace-pre-wrap break-words">{text === "" ? h.noValue : text}</span>;
}

/** A kept version of the settings, read-only: every field the form has, the ones this save changed marked. */
export function RevisionValues({ snapshot, changed, m, h, locale }: Props) {
  // A choice reads as the form words it, not as its stored key.
  const shown: Partial<Record<SettingsSnapshotKey, unknown>> = {
    ratingSource:
      snapshot.ratingSource === "reviews"
        ? m.fields.ratingReviews
        : m.fields.ratingFixed(formatNumber(locale, SPEC_RATING.ratingValue), formatNumber(locale, SPEC_RATING.reviewCount)),
  };
  const translations = readTranslations(SETTINGS_TEXT_FIELDS, snapshot.translations);
  const textLabels = {
    companyDescription: m.fields.companyDescription,
    workingHoursWeekdays: m.fields.workingHoursWeekdays,
    workingHoursSaturday: m.fields.workingHoursSaturday,
    servicesList: m.sections.services,
    quickLinkNames: m.sections.quickLinks,
  } satisfies Record<keyof typeof SETTINGS_TEXT_FIELDS, string>;
  const rows = SETTINGS_SNAPSHOT_KEYS.filter((key) => key !== "translations" && key in snapshot);
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,16rem)_1fr]">
        {rows.map((key) => (
          <div key={key} className="contents" data-changed={changed.includes(key) || undefined}>
            <dt className="font-medium text-muted-foreground">
              {settingsFieldLabel(key, m, h)}
              {changed.includes(key) ? (
                <>
                  <span aria-hidden className="ml-1 text-primary">
                    •
                  </span>
                  <span className="sr-only"> ({h.changedHere})</span>
                </>
              ) : null}
            </dt>
            <dd>
              <Value value={key in shown ? shown[key] : snapshot[key]} h={h} />
            </dd>
          </div>
        ))}
      </dl>
      {TRANSLATED_LOCALES.filter((locale) => translations[locale]).map((locale) => (
        <section key={locale} className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{h.translationsIn(LANGUAGE_NAMES[locale])}</h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,16rem)_1fr]">
            {(Object.keys(textLabels) as (keyof typeof textLabels)[])
              .filter((field) => translations[locale]?.[field] !== undefined)
              .map((field) => (
                <div key={field} className="contents">
                  <dt className="font-medium text-muted-foreground">{textLabels[field]}</dt>
                  <dd lang={locale}>
                    <Value value={translations[locale]?.[field]} h={h} />
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
