"use client";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { useMessages } from "@/i18n/locale-context.client";
import { settingsMessages } from "../messages";
import type { SettingsFormValues } from "../validation";
import { FieldError, fieldId, useFieldAria, useInitialValue, type SettingsField } from "./fields.client";

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

/** Services shown in the footer: one text per row, rows added and removed freely. */
export function ServicesEditor() {
  const { control } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "servicesList" });
  const m = useMessages(settingsMessages);
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

/** Footer quick links: a name and an href per row. */
export function QuickLinksEditor() {
  const { control } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "quickLinksList" });
  const m = useMessages(settingsMessages);
  return (
    <ListEditor empty={fields.length === 0} emptyText={m.noLinks} addLabel={m.addLink} onAdd={() => append({ name: "", href: "" })}>
      {fields.map((field, i) => (
        <li key={field.id} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <RowInput name={`quickLinksList.${i}.name`} label={m.fields.linkName(i + 1)} placeholder={m.placeholders.linkName} />
          <RowInput name={`quickLinksList.${i}.href`} label={m.fields.linkHref(i + 1)} placeholder={m.placeholders.linkHref} />
          <RemoveRowButton label={m.removeLink(i + 1)} className="self-end sm:self-start" onClick={() => remove(i)} />
        </li>
      ))}
    </ListEditor>
  );
}
