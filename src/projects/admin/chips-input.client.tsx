"use client";
import { Plus, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { useMessages } from "@/i18n/locale-context.client";

type Props = {
  id: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder: string;
  addLabel: string;
  /** Accessible name of the list of chips, e.g. "Características". */
  listLabel: string;
  maxLength: number;
  describedBy?: string;
  /** The language of the texts (a translation's), for spelling and screen readers. */
  lang?: string;
};

/**
 * A list of short texts as removable chips. Added with the button or Enter; entries are
 * trimmed, and empties and repeats are ignored (spec §5).
 */
export function ChipsInput({ id, values, onChange, placeholder, addLabel, listLabel, maxLength, describedBy, lang }: Props) {
  const m = useMessages("projectAdmin");
  const [draft, setDraft] = useState("");

  const add = () => {
    const value = draft.trim();
    if (!value) return setDraft("");
    if (!values.includes(value)) onChange([...values, value]);
    setDraft("");
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      // Enter adds the chip; it must not submit the project form.
      e.preventDefault();
      add();
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-describedby={describedBy}
          lang={lang}
          autoComplete="off"
        />
        <Button type="button" variant="outline" onClick={add} aria-label={addLabel} title={addLabel} className="shrink-0">
          <Plus aria-hidden />
          <span className="hidden sm:inline">{m.add}</span>
        </Button>
      </div>
      {values.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={listLabel} lang={lang}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-1 pl-3 pr-1 text-sm text-secondary-foreground"
            >
              <span className="truncate">{value}</span>
              <button
                type="button"
                onClick={() => onChange(values.filter((v) => v !== value))}
                aria-label={m.chipRemove(value)}
                title={m.chipRemove(value)}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
