"use client";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { settingsMessages as m } from "../messages";
import type { SettingsFormValues } from "../validation";
import { FieldError, fieldId, useFieldAria, useInitialValue, type SettingsField } from "./fields.client";

function RowInput({ name, label, placeholder }: { name: SettingsField; label: string; placeholder?: string }) {
  const { register } = useFormContext<SettingsFormValues>();
  const aria = useFieldAria(name);
  return (
    <div className="flex flex-1 flex-col gap-1">
      <Input id={fieldId(name)} aria-label={label} placeholder={placeholder} autoComplete="off" defaultValue={useInitialValue(name)} {...aria} {...register(name)} />
      <FieldError name={name} />
    </div>
  );
}

/** Services shown in the footer: one text per row, rows added and removed freely. */
export function ServicesEditor() {
  const { control } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "servicesList" });
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{m.noServices}</p> : null}
      <ol className="flex flex-col gap-3">
        {fields.map((field, i) => (
          <li key={field.id} className="flex items-start gap-2">
            <RowInput name={`servicesList.${i}.value`} label={m.fields.service(i + 1)} placeholder="Ej: Reformas integrales" />
            <Button type="button" variant="ghost" size="icon" aria-label={m.removeService(i + 1)} onClick={() => remove(i)}>
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() => append({ value: "" })}
      >
        <Plus aria-hidden /> {m.addService}
      </Button>
    </div>
  );
}

/** Footer quick links: a name and an href per row. */
export function QuickLinksEditor() {
  const { control } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "quickLinksList" });
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{m.noLinks}</p> : null}
      <ol className="flex flex-col gap-3">
        {fields.map((field, i) => (
          <li key={field.id} className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <RowInput name={`quickLinksList.${i}.name`} label={m.fields.linkName(i + 1)} placeholder="Ej: Proyectos" />
            <RowInput name={`quickLinksList.${i}.href`} label={m.fields.linkHref(i + 1)} placeholder="Ej: /#projects" />
            <Button type="button" variant="ghost" size="icon" className="self-end sm:self-start" aria-label={m.removeLink(i + 1)} onClick={() => remove(i)}>
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() => append({ name: "", href: "" })}
      >
        <Plus aria-hidden /> {m.addLink}
      </Button>
    </div>
  );
}
