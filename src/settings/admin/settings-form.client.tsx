"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { FormProvider, useForm, type FieldErrors, type FieldPath, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import type { ActionResult } from "@/admin/action";
import { ContentLanguageSwitch } from "@/admin/components/content-language.client";
import { confirmFormsByLanguage, confirmTargets, TranslationConfirmForms, type ConfirmTarget } from "@/admin/components/translation-review.client";
import { TRANSLATED_LOCALES } from "@/i18n/content";
import type { PublicLocale } from "@/i18n/locales";
import { PageHeader } from "@/admin/components/page-header";
import { LEAD_PRIVACY_PAGE } from "@/leads/privacy-paths";
import { Button } from "@/ui/button";
import { callAction } from "@/ui/call-action";
import { confirmSettingsTranslationFormAction, updateSettingsAction } from "../actions";
import { useMessages } from "@/i18n/locale-context.client";
import type { AdminSettings } from "../service";
import { settingsFormSchema, toFormValues, type SettingsFormValues, type SettingsInput } from "../validation";
import { Section, TextField } from "./fields.client";
import { SettingsLanguage, SettingsStale, TranslatableTextField, useTranslationProgress } from "./translations.client";
import { QuickLinksEditor, ServicesEditor } from "./list-editors.client";
import { LogoField } from "./logo-field.client";
import { RatingSourceField } from "./rating-source-field.client";
import { SmtpSection } from "./smtp-section.client";

/** The texts that have a Spanish input only while Spanish is shown. */
const SPANISH_TEXTS = ["companyDescription", "workingHoursWeekdays", "workingHoursSaturday", "servicesList"] as const;

/** The language whose inputs hold an error the form would otherwise hide; null when every error is on screen. */
function languageOfErrors(errors: FieldErrors<SettingsFormValues>): PublicLocale | null {
  if (SPANISH_TEXTS.some((name) => errors[name]) || errors.quickLinksList?.some?.((link) => link?.name)) return "es";
  return TRANSLATED_LOCALES.find((locale) => errors.translations?.[locale]) ?? null;
}

/**
 * 'Configuración del Sitio': the whole settings record in one form, saved by one action. The
 * language switch swaps the texts (description, hours, services, link names) for their Galician
 * or English inputs; every other field stays as it is, and one save keeps every language.
 */
export function SettingsForm({ initial }: { initial: AdminSettings }) {
  const m = useMessages("settings");
  const [passwordStored, setPasswordStored] = useState(initial.passwordStored);
  const [passwordUnreadable, setPasswordUnreadable] = useState(initial.passwordUnreadable);
  const [language, setLanguage] = useState<PublicLocale>("es");
  // What the server says needs review: from the page, then from each save's answer. A
  // "Confirmar" reads the page again, whose new `initial` then replaces it.
  const [stale, setStale] = useState(initial.stale);
  const [source, setSource] = useState(initial);
  if (source !== initial) {
    setSource(initial);
    setStale(initial.stale);
  }
  const reviews = confirmTargets("settings", stale);
  // The form's values type spells the translations out (the schema reads them from unknown input).
  const resolver = useMemo(
    () => zodResolver(settingsFormSchema(passwordStored)) as unknown as Resolver<SettingsFormValues, unknown, SettingsInput>,
    [passwordStored],
  );
  const form = useForm<SettingsFormValues, unknown, SettingsInput>({ resolver, defaultValues: toFormValues(initial.settings) });
  const { handleSubmit, setError, reset, formState } = form;
  const saving = formState.isSubmitting;
  const showErrors = (errors: FieldErrors<SettingsFormValues>) => {
    const where = languageOfErrors(errors);
    if (where) setLanguage(where);
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await callAction<ActionResult<AdminSettings>>(() => updateSettingsAction(values), m.updateFallback);
    if (!result) return;
    if (!result.ok) {
      let focused = false;
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        setError(field as FieldPath<SettingsFormValues>, { message }, { shouldFocus: !focused });
        focused = true;
      }
      showErrors(form.formState.errors);
      toast.error(m.updateError(result.error));
      return;
    }
    setPasswordStored(result.data.passwordStored);
    setPasswordUnreadable(result.data.passwordUnreadable);
    setStale(result.data.stale);
    reset(toFormValues(result.data.settings));
    toast.success(m.updated);
  }, showErrors);

  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate aria-label={m.title} className="mx-auto flex max-w-4xl flex-col gap-6">
        <PageHeader title={m.title} description={m.subtitle}>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            <Save aria-hidden /> {saving ? m.saving : m.save}
          </Button>
        </PageHeader>

        <SettingsStale.Provider value={stale}>
          <SettingsLanguage.Provider value={language}>
            <div className="sticky top-14 z-30 rounded-lg border bg-background/95 p-3 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/80">
              <LanguageSwitch value={language} onChange={setLanguage} reviews={reviews} />
            </div>

            <Section id="company" title={m.sections.company}>
              <TextField name="companyName" label={m.fields.companyName} />
              <TextField name="address" label={m.fields.address} />
              <div className="sm:col-span-2">
                <TranslatableTextField name="companyDescription" label={m.fields.companyDescription} multiline />
              </div>
              <div className="sm:col-span-2">
                <TextField name="mapUrl" label={m.fields.mapUrl} type="url" placeholder="https://www.google.com/maps/..." />
              </div>
              <LogoField />
            </Section>

            <Section id="identity" title={m.sections.identity}>
              <p className="text-sm text-muted-foreground sm:col-span-2">{m.fields.identityHint}</p>
              <TextField name="legalName" label={m.fields.legalName} autoComplete="organization" />
              <TextField name="taxId" label={m.fields.taxId} />
              <div className="sm:col-span-2">
                <TextField name="registeredAddress" label={m.fields.registeredAddress} />
              </div>
              <div className="sm:col-span-2">
                <TextField name="registryDetails" label={m.fields.registryDetails} placeholder={m.placeholders.registryDetails} />
              </div>
            </Section>

            <Section id="contact" title={m.sections.contact}>
              <TextField name="phoneNumber" label={m.fields.phoneNumber} type="tel" />
              <TextField name="whatsappNumber" label={m.fields.whatsappNumber} type="tel" />
              <TextField name="email" label={m.fields.email} type="email" />
              <TextField name="adminEmail" label={m.fields.adminEmail} type="email" hint={m.fields.adminEmailHint} />
              <TranslatableTextField name="workingHoursWeekdays" label={m.fields.workingHoursWeekdays} placeholder={m.placeholders.weekdays} />
              <TranslatableTextField name="workingHoursSaturday" label={m.fields.workingHoursSaturday} placeholder={m.placeholders.saturday} />
            </Section>

            <Section id="social" title={m.sections.social}>
              <TextField name="facebookUrl" label={m.fields.facebookUrl} type="url" placeholder="https://www.facebook.com/..." />
              <TextField name="instagramUrl" label={m.fields.instagramUrl} type="url" placeholder="https://www.instagram.com/..." />
              <TextField name="linkedinUrl" label={m.fields.linkedinUrl} type="url" placeholder="https://www.linkedin.com/company/..." />
            </Section>

            <SmtpSection passwordStored={passwordStored} passwordUnreadable={passwordUnreadable} />

            <Section id="legal" title={m.sections.legal}>
              <TextField name="privacyPolicyUrl" label={m.fields.privacyPolicyUrl} placeholder={m.placeholders.privacy} />
              <TextField name="termsOfServiceUrl" label={m.fields.termsOfServiceUrl} placeholder={m.placeholders.terms} />
              <p className="text-sm text-muted-foreground sm:col-span-2">{m.fields.guaranteeHint}</p>
              <TextField name="guaranteeStructuralYears" label={m.fields.guaranteeStructuralYears} type="number" />
              <TextField name="guaranteeFinishingYears" label={m.fields.guaranteeFinishingYears} type="number" />
            </Section>

            <Section id="lead-retention" title={m.sections.leadRetention}>
              <p className="text-sm text-muted-foreground sm:col-span-2">{m.fields.leadRetentionHint}</p>
              <TextField name="leadRetentionMonths" label={m.fields.leadRetentionMonths} type="number" />
              <TextField name="leadBlockingMonths" label={m.fields.leadBlockingMonths} type="number" />
              <p className="text-sm sm:col-span-2">
                <Link href={LEAD_PRIVACY_PAGE} className="font-medium text-primary underline-offset-4 hover:underline">
                  {m.fields.leadPrivacyLink}
                </Link>
              </p>
            </Section>

            <Section id="rating" title={m.sections.rating}>
              <RatingSourceField />
            </Section>

            <Section id="services" title={m.sections.services}>
              <ServicesEditor />
            </Section>

            <Section id="quick-links" title={m.sections.quickLinks}>
              <QuickLinksEditor />
            </Section>
          </SettingsLanguage.Provider>
        </SettingsStale.Provider>

        <div className="flex justify-end">
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            <Save aria-hidden /> {saving ? m.saving : m.save}
          </Button>
        </div>
      </form>
      <TranslationConfirmForms action={confirmSettingsTranslationFormAction} targets={reviews} />
    </FormProvider>
  );
}

/** The switch with each language's live status (it reads the form, so it sits inside it). */
function LanguageSwitch({ value, onChange, reviews }: { value: PublicLocale; onChange: (locale: PublicLocale) => void; reviews: ConfirmTarget[] }) {
  return <ContentLanguageSwitch value={value} onChange={onChange} progress={useTranslationProgress()} confirmForms={confirmFormsByLanguage(reviews)} />;
}
