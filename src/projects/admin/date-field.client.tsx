"use client";
import { CalendarDays, X } from "lucide-react";
import { useRef, useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { formatDate } from "@/lib/dates";
import type { ProjectData, ProjectFormValues } from "@/projects/validation";
import { Input } from "@/ui/input";
import { parseDisplayDate } from "./dates";
import { Field } from "../../admin/components/field";
import { useMessages } from "@/i18n/locale-context.client";

type Props = { name: "startDate" | "completionDate"; id: string; label: string };

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date shown and typed as dd/MM/yyyy whatever the browser's language (a native date input
 * follows the browser's locale), with the browser's own calendar one click away. The form
 * holds yyyy-MM-dd, as the database stores it; an unreadable entry stays in the form as
 * typed so validation reports it.
 */
export function DateField({ name, id, label }: Props) {
  const m = useMessages("projectAdmin");
  const { control, formState } = useFormContext<ProjectFormValues, unknown, ProjectData>();
  // What the person is typing; null shows the form's value.
  const [draft, setDraft] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const shown = draft ?? (ISO.test(field.value) ? formatDate(field.value) : field.value);
        const openPicker = () => {
          const input = picker.current;
          if (!input) return;
          try {
            input.showPicker();
          } catch {
            // No picker in this browser: typing dd/mm/aaaa still works.
          }
        };
        return (
          <Field id={id} label={label} hint={m.datePattern} error={formState.errors[name]?.message}>
            {(a11y) => (
              <div className="relative flex gap-2">
                <div className="relative min-w-0 flex-1">
                  <Input
                    {...a11y}
                    ref={field.ref}
                    name={field.name}
                    value={shown}
                    placeholder={m.datePattern}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={10}
                    onChange={(e) => {
                      const text = e.target.value;
                      setDraft(text);
                      field.onChange(text.trim() === "" ? "" : (parseDisplayDate(text) ?? text));
                    }}
                    onBlur={() => {
                      // A readable date is shown normalised (5/3/2024 → 05/03/2024).
                      if (draft !== null && (draft.trim() === "" || parseDisplayDate(draft))) setDraft(null);
                      field.onBlur();
                    }}
                    className="pr-10"
                  />
                  <button
                    type="button"
                    onClick={openPicker}
                    aria-label={m.openCalendar(label.toLowerCase())}
                    title={m.openCalendar(label.toLowerCase())}
                    className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <CalendarDays className="size-4" aria-hidden />
                  </button>
                  {/* The browser's calendar, opened by the button; invisible, out of the tab order. */}
                  <input
                    ref={picker}
                    type="date"
                    tabIndex={-1}
                    aria-hidden
                    min="1900-01-01"
                    max="2100-12-31"
                    value={ISO.test(field.value) ? field.value : ""}
                    onChange={(e) => {
                      setDraft(null);
                      field.onChange(e.target.value);
                      field.onBlur();
                    }}
                    className="pointer-events-none absolute bottom-0 right-0 h-px w-px opacity-0"
                  />
                </div>
                {field.value && (
                  <button
                    type="button"
                    onClick={() => {
                      setDraft(null);
                      field.onChange("");
                    }}
                    aria-label={m.clearDate(label)}
                    title={m.clearDate(label)}
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-input text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                )}
              </div>
            )}
          </Field>
        );
      }}
    />
  );
}
