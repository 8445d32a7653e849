"use client";
import type { ReactNode } from "react";
import { Controller, get, useFormContext, type FieldPath } from "react-hook-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/ui/card";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label.client";
import { Switch } from "@/ui/switch.client";
import { Textarea } from "@/ui/textarea";
import type { SettingsFormValues } from "../validation";

export type SettingsField = FieldPath<SettingsFormValues>;

/** DOM ids from field paths ("quickLinksList.0.href" → "settings-quickLinksList-0-href"). */
export const fieldId = (name: string) => `settings-${name.replace(/\./g, "-")}`;

export function FieldError({ name }: { name: SettingsField }) {
  const { formState } = useFormContext<SettingsFormValues>();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return message ? (
    <p id={`${fieldId(name)}-error`} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/** The aria wiring every control shares: invalid state and the error/hint it is described by. */
export function useFieldAria(name: SettingsField, hint?: boolean) {
  const { formState } = useFormContext<SettingsFormValues>();
  const invalid = Boolean(get(formState.errors, name));
  const describedBy = [invalid ? `${fieldId(name)}-error` : null, hint ? `${fieldId(name)}-hint` : null].filter(Boolean).join(" ");
  return { "aria-invalid": invalid ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}

type TextFieldProps = {
  name: SettingsField;
  label: string;
  hint?: ReactNode;
  type?: "text" | "email" | "url" | "tel" | "number" | "password";
  placeholder?: string;
  multiline?: boolean;
  autoComplete?: string;
  /** The language of a translation's input (spell checking, screen readers). */
  lang?: string;
};

/**
 * The stored value, for the server-rendered HTML: `register` only fills an input once the page
 * has hydrated, which left every field blank until then.
 */
export function useInitialValue(name: SettingsField): string | number {
  const value = useFormContext<SettingsFormValues>().getValues(name);
  return typeof value === "string" || typeof value === "number" ? value : "";
}

export function TextField({ name, label, hint, type = "text", placeholder, multiline, autoComplete = "off", lang }: TextFieldProps) {
  const { register } = useFormContext<SettingsFormValues>();
  const defaultValue = useInitialValue(name);
  const aria = useFieldAria(name, Boolean(hint));
  const id = fieldId(name);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea id={id} rows={4} lang={lang} placeholder={placeholder} defaultValue={defaultValue} {...aria} {...register(name)} />
      ) : (
        <Input
          id={id}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          lang={lang}
          defaultValue={defaultValue}
          {...aria}
          {...register(name, type === "number" ? { valueAsNumber: true } : undefined)}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} />
    </div>
  );
}

export function SwitchField({ name, label, hint }: { name: "smtpSecure" | "emailNotificationsEnabled"; label: string; hint?: string }) {
  const { control } = useFormContext<SettingsFormValues>();
  const id = fieldId(name);
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} aria-describedby={hint ? `${id}-hint` : undefined} />
        )}
      />
    </div>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={`settings-section-${id}`}>
        <CardHeader>
          <CardTitle id={`settings-section-${id}`}>{title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">{children}</CardContent>
      </section>
    </Card>
  );
}
