"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useMemo, useState } from "react";
import { FormProvider, useForm, type FieldPath } from "react-hook-form";
import { toast } from "sonner";
import type { ActionResult } from "@/admin/action";
import { PageHeader } from "@/admin/components/page-header";
import { Button } from "@/ui/button";
import { callAction } from "@/ui/call-action";
import { updateSettingsAction } from "../actions";
import { useMessages } from "@/i18n/locale-context.client";
import { settingsMessages } from "../messages";
import type { AdminSettings } from "../service";
import { settingsFormSchema, toFormValues, type SettingsFormValues, type SettingsInput } from "../validation";
import { Section, TextField } from "./fields.client";
import { QuickLinksEditor, ServicesEditor } from "./list-editors.client";
import { LogoField } from "./logo-field.client";
import { SmtpSection } from "./smtp-section.client";

/** 'Configuración del Sitio': the whole settings record in one form, saved by one action. */
export function SettingsForm({ initial }: { initial: AdminSettings }) {
  const m = useMessages(settingsMessages);
  const [passwordStored, setPasswordStored] = useState(initial.passwordStored);
  const [passwordUnreadable, setPasswordUnreadable] = useState(initial.passwordUnreadable);
  const resolver = useMemo(() => zodResolver(settingsFormSchema(passwordStored)), [passwordStored]);
  const form = useForm<SettingsFormValues, unknown, SettingsInput>({ resolver, defaultValues: toFormValues(initial.settings) });
  const { handleSubmit, setError, reset, formState } = form;
  const saving = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    const result = await callAction<ActionResult<AdminSettings>>(() => updateSettingsAction(values), m.updateFallback);
    if (!result) return;
    if (!result.ok) {
      let focused = false;
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        setError(field as FieldPath<SettingsFormValues>, { message }, { shouldFocus: !focused });
        focused = true;
      }
      toast.error(m.updateError(result.error));
      return;
    }
    setPasswordStored(result.data.passwordStored);
    setPasswordUnreadable(result.data.passwordUnreadable);
    reset(toFormValues(result.data.settings));
    toast.success(m.updated);
  });

  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate aria-label={m.title} className="mx-auto flex max-w-4xl flex-col gap-6">
        <PageHeader title={m.title} description={m.subtitle}>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            <Save aria-hidden /> {saving ? m.saving : m.save}
          </Button>
        </PageHeader>

        <Section id="company" title={m.sections.company}>
          <TextField name="companyName" label={m.fields.companyName} />
          <TextField name="address" label={m.fields.address} />
          <div className="sm:col-span-2">
            <TextField name="companyDescription" label={m.fields.companyDescription} multiline />
          </div>
          <div className="sm:col-span-2">
            <TextField name="mapUrl" label={m.fields.mapUrl} type="url" placeholder="https://www.google.com/maps/..." />
          </div>
          <LogoField />
        </Section>

        <Section id="contact" title={m.sections.contact}>
          <TextField name="phoneNumber" label={m.fields.phoneNumber} type="tel" />
          <TextField name="whatsappNumber" label={m.fields.whatsappNumber} type="tel" />
          <TextField name="email" label={m.fields.email} type="email" />
          <TextField name="adminEmail" label={m.fields.adminEmail} type="email" hint={m.fields.adminEmailHint} />
          <TextField name="workingHoursWeekdays" label={m.fields.workingHoursWeekdays} placeholder={m.placeholders.weekdays} />
          <TextField name="workingHoursSaturday" label={m.fields.workingHoursSaturday} placeholder={m.placeholders.saturday} />
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
        </Section>

        <Section id="services" title={m.sections.services}>
          <ServicesEditor />
        </Section>

        <Section id="quick-links" title={m.sections.quickLinks}>
          <QuickLinksEditor />
        </Section>

        <div className="flex justify-end">
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            <Save aria-hidden /> {saving ? m.saving : m.save}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
