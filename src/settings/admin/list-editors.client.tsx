"use client";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { TranslationHint } from "@/admin/components/content-language.client";
import { isFilled, TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import { INTL_LOCALE } from "@/i18n/locales";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { useMessages } from "@/i18n/locale-context.client";
import type { SettingsFormValues } from "../validation";
import { FieldError, fieldId, useFieldAria, useInitialValue, type SettingsField } from "./fields.client";
import { ListReviewHint, useSettingsLanguage } from "./translations.client";

function RowInput({ name, label, placeholder }: { name: SettingsField; label: string; placeholder?: string }) {
  const { register } = useFormContext<SettingsFormValues>();
  const aria = useFieldAria(name);
  return (
    <div className="flex flex-1 flex-col gap-1">
      <Input
        id={fieldId(name)}
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        defaultValue={useInitialValue(name)}
        {...aria}
        {...register(name)}
      />
      <FieldError name={name} />
    </div>
  );
}

/**
 * One item of a translated list, held by position in a string array (so a row removed takes its
 * text with it): its input, whether it is missing and the Spanish it translates.
 */
function TranslatedRowInput({
  name,
  locale,
  label,
  value,
  spanish,
  onChange,
}: {
  name: SettingsField;
  locale: TranslatedLocale;
  label: string;
  value: string;
  spanish?: string;
  onChange: (value: string) => void;
}) {
  const aria = useFieldAria(name, true);
  const id = fieldId(name);
  return (
    <div className="flex flex-1 flex-col gap-1">
      <Input id={id} aria-label={label} autoComplete="off" lang={INTL_LOCALE[locale]} value={value} onChange={(e) => onChange(e.target.value)} {...aria} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        <TranslationHint missing={isFilled(spanish) && !isFilled(value)} spanish={spanish?.trim() || undefined} />
      </p>
      <FieldError name={name} />
    </div>
  );
}

/** The frame both lists share: the empty text, the rows, and the button that adds one. */
function ListEditor({
  empty,
  emptyText,
  addLabel,
  onAdd,
  children,
}: {
  empty: boolean;
  emptyText: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {empty ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
      <ol className="flex flex-col gap-3">{children}</ol>
      <Button type="button" variant="outline" className="self-start" onClick={onAdd}>
        <Plus aria-hidden /> {addLabel}
      </Button>
    </div>
  );
}

function RemoveRowButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <Button type="button" variant="ghost" size="icon" className={className} aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden />
    </Button>
  );
}

/** Services shown in the footer: one text per row, rows added and removed freely; in Galician or English, that language's list. */
export function ServicesEditor() {
  const language = useSettingsLanguage();
  return language === "es" ? <SpanishServicesEditor /> : <TranslatedServicesEditor key={language} locale={language} />;
}

function SpanishServicesEditor() {
  const { control } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "servicesList" });
  const m = useMessages("settings");
  return (
    <ListEditor empty={fields.length === 0} emptyText={m.noServices} addLabel={m.addService} onAdd={() => append({ value: "" })}>
      {fields.map((field, i) => (
        <li key={field.id} className="flex items-start gap-2">
          <RowInput name={`servicesList.${i}.value`} label={m.fields.service(i + 1)} placeholder={m.placeholders.service} />
          <RemoveRowButton label={m.removeService(i + 1)} onClick={() => remove(i)} />
        </li>
      ))}
    </ListEditor>
  );
}

/**
 * A language's own services list: it replaces the Spanish list once it has an item. It can start
 * as one empty row per Spanish service, each showing the Spanish it translates.
 */
function TranslatedServicesEditor({ locale }: { locale: TranslatedLocale }) {
  const { control, setValue } = useFormContext<SettingsFormValues>();
  const m = useMessages("settings");
  const path = `translations.${locale}.servicesList` as const;
  const services = useWatch({ control, name: path }) ?? [];
  const spanish = (useWatch({ control, name: "servicesList" }) ?? []).map((s) => s.value);
  const set = (next: string[]) => setValue(path, next, { shouldDirty: true });
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <p className="text-sm text-muted-foreground">{m.translatedServicesHint}</p>
      <ListReviewHint field="servicesList" locale={locale} />
      {services.length === 0 && spanish.some(isFilled) ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{m.noTranslatedServices}</p>
          <Button type="button" variant="secondary" onClick={() => set(spanish.map(() => ""))}>
            {m.translateServices}
          </Button>
        </div>
      ) : null}
      <ListEditor empty={false} emptyText="" addLabel={m.addService} onAdd={() => set([...services, ""])}>
        {services.map((value, i) => (
          <li key={i} className="flex items-start gap-2">
            <TranslatedRowInput
              name={`${path}.${i}`}
              locale={locale}
              label={m.fields.service(i + 1)}
              value={value}
              spanish={spanish[i]}
              onChange={(next) => set(services.map((v, j) => (j === i ? next : v)))}
            />
            <RemoveRowButton label={m.removeService(i + 1)} onClick={() => set(services.filter((_, j) => j !== i))} />
          </li>
        ))}
      </ListEditor>
    </div>
  );
}

/**
 * Footer quick links: a name and an href per row. The address is one for every language; in
 * Galician or English the row shows that language's name. A link's translated names sit at its
 * place in each language's `quickLinkNames`: adding or removing a link adds or removes its
 * names with it, so every name stays with its own link.
 */
export function QuickLinksEditor() {
  const language = useSettingsLanguage();
  const { control, getValues, setValue } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "quickLinksList" });
  const names = useWatch({ control, name: `translations.${language === "es" ? "gl" : language}.quickLinkNames` }) ?? [];
  const m = useMessages("settings");
  const namesOf = (locale: TranslatedLocale) => Array.from({ length: fields.length }, (_, i) => getValues(`translations.${locale}.quickLinkNames`)?.[i] ?? "");
  const setNames = (locale: TranslatedLocale, next: string[]) => setValue(`translations.${locale}.quickLinkNames`, next, { shouldDirty: true });
  const add = () => {
    for (const locale of TRANSLATED_LOCALES) setNames(locale, [...namesOf(locale), ""]);
    append({ name: "", href: "" });
  };
  const removeLink = (i: number) => {
    for (const locale of TRANSLATED_LOCALES)
      setNames(
        locale,
        namesOf(locale).filter((_, j) => j !== i),
      );
    remove(i);
  };
  return (
    <>
      {language !== "es" && fields.length > 0 ? <p className="text-sm text-muted-foreground sm:col-span-2">{m.linkNameHint}</p> : null}
      {language !== "es" && <ListReviewHint field="quickLinkNames" locale={language} />}
      <ListEditor empty={fields.length === 0} emptyText={m.noLinks} addLabel={m.addLink} onAdd={add}>
        {fields.map((field, i) => (
          <li key={field.id} className="flex flex-col gap-2 sm:flex-row sm:items-start">
            {language === "es" ? (
              <RowInput name={`quickLinksList.${i}.name`} label={m.fields.linkName(i + 1)} placeholder={m.placeholders.linkName} />
            ) : (
              <TranslatedRowInput
                name={`translations.${language}.quickLinkNames.${i}`}
                locale={language}
                label={m.fields.linkName(i + 1)}
                value={names[i] ?? ""}
                spanish={getValues(`quickLinksList.${i}.name`)}
                onChange={(next) =>
                  setNames(
                    language,
                    namesOf(language).map((v, j) => (j === i ? next : v)),
                  )
                }
              />
            )}
            <RowInput name={`quickLinksList.${i}.href`} label={m.fields.linkHref(i + 1)} placeholder={m.placeholders.linkHref} />
            <RemoveRowButton label={m.removeLink(i + 1)} className="self-end sm:self-start" onClick={() => removeLink(i)} />
          </li>
        ))}
      </ListEditor>
    </>
  );
}
