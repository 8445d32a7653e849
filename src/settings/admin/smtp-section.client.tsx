"use client";
import { CheckCircle2, Send, XCircle } from "lucide-react";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { toast } from "sonner";
import type { ActionResult } from "@/admin/action";
import { Button } from "@/ui/button";
import { callAction } from "@/ui/call-action";
import { sendTestEmailAction, type TestEmailResult } from "../actions";
import { useMessages } from "@/i18n/locale-context.client";
import type { SettingsFormValues } from "../validation";
import { Section, SwitchField, TextField } from "./fields.client";

type Outcome = { ok: true; to: string; response: string } | { ok: false; error: string };

/** SMTP fields, the stored-password placeholder, and the test email sent with the values as typed. */
export function SmtpSection({ passwordStored, passwordUnreadable = false }: { passwordStored: boolean; passwordUnreadable?: boolean }) {
  const m = useMessages("settings");
  const { getValues, setError } = useFormContext<SettingsFormValues>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const sendTest = async () => {
    const v = getValues();
    setSending(true);
    setOutcome(null);
    const result = await callAction<ActionResult<TestEmailResult>>(
      () =>
        sendTestEmailAction({
          smtpHost: v.smtpHost,
          smtpPort: v.smtpPort,
          smtpUsername: v.smtpUsername,
          smtpPassword: v.smtpPassword,
          smtpSecure: v.smtpSecure,
          adminEmail: v.adminEmail,
          email: v.email,
          companyName: v.companyName,
        }),
      m.testEmailFailed,
    );
    setSending(false);
    if (!result) return;
    if (result.ok) {
      setOutcome({ ok: true, to: result.data.to, response: result.data.response });
      toast.success(m.testEmailSent(result.data.to));
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      if (field === "smtpHost" || field === "smtpPort" || field === "adminEmail" || field === "smtpUsername") setError(field, { message });
    }
    setOutcome({ ok: false, error: result.error });
    toast.error(m.testEmailFailed, { description: result.error });
  };

  return (
    <Section id="email" title={m.sections.email}>
      <TextField name="smtpHost" label={m.fields.smtpHost} placeholder={m.placeholders.smtpHost} />
      <TextField name="smtpPort" label={m.fields.smtpPort} type="number" placeholder="587" />
      <TextField name="smtpUsername" label={m.fields.smtpUsername} autoComplete="off" />
      <TextField
        name="smtpPassword"
        label={m.fields.smtpPassword}
        type="password"
        autoComplete="new-password"
        placeholder={passwordStored ? m.passwordStoredPlaceholder : undefined}
        hint={passwordStored ? m.passwordKeepHint : passwordUnreadable ? m.passwordUnreadableHint : m.passwordNoneHint}
      />
      <SwitchField name="smtpSecure" label={m.fields.smtpSecure} hint={m.fields.smtpSecureHint} />
      <SwitchField name="emailNotificationsEnabled" label={m.fields.notifications} hint={m.fields.notificationsHint} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" onClick={() => void sendTest()} disabled={sending} aria-busy={sending || undefined}>
            <Send aria-hidden /> {sending ? m.testEmailSending : m.testEmail}
          </Button>
          <p className="text-sm text-muted-foreground">{m.testEmailHint}</p>
        </div>
        <div aria-live="polite" data-testid="test-email-outcome">
          {outcome?.ok ? (
            <p className="flex items-start gap-2 rounded-md border border-green-600/40 bg-green-600/10 p-3 text-sm">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
              <span>
                {m.testEmailSent(outcome.to)}. {m.testEmailServerAnswer}: <code className="break-all">{outcome.response}</code>
              </span>
            </p>
          ) : outcome ? (
            <p role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="break-all">{outcome.error}</span>
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
