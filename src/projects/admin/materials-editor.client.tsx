"use client";
import { Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { PROJECT_LIMITS } from "@/projects/validation";
import type { ProjectValidationMessages } from "@/projects/messages";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label.client";
import { useMessages } from "@/i18n/locale-context.client";

export type Material = { name: string; specification: string };

type Props = { value: Material[]; onChange: (value: Material[]) => void };

/** Checks a pair as the schema will: both parts after trimming, names unique (ignoring case). */
function checkPair(v: ProjectValidationMessages, pair: Material, others: Material[]): { pair: Material } | { error: string } {
  const name = pair.name.trim();
  const specification = pair.specification.trim();
  if (!name || !specification) return { error: v.materialIncomplete };
  const key = name.toLocaleLowerCase("es");
  if (others.some((o) => o.name.trim().toLocaleLowerCase("es") === key)) return { error: v.materialDuplicate };
  return { pair: { name, specification } };
}

const onEnter = (action: () => void, onEscape?: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === "Enter") {
    e.preventDefault();
    action();
  } else if (e.key === "Escape" && onEscape) {
    e.preventDefault();
    onEscape();
  }
};

/** The materials tab: name/specification pairs, each editable in place (spec §2). */
export function MaterialsEditor({ value, onChange }: Props) {
  const m = useMessages("projectAdmin");
  const v = useMessages("projectValidation");
  const id = useId();
  const [draft, setDraft] = useState<Material>({ name: "", specification: "" });
  const [addError, setAddError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ index: number; pair: Material; error: string | null } | null>(null);

  const add = () => {
    const result = checkPair(v, draft, value);
    if ("error" in result) return setAddError(result.error);
    onChange([...value, result.pair]);
    setDraft({ name: "", specification: "" });
    setAddError(null);
    document.getElementById(`${id}-name`)?.focus();
  };

  const save = () => {
    if (!editing) return;
    const result = checkPair(
      v,
      editing.pair,
      value.filter((_, i) => i !== editing.index),
    );
    if ("error" in result) return setEditing({ ...editing, error: result.error });
    onChange(value.map((row, i) => (i === editing.index ? result.pair : row)));
    setEditing(null);
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    if (editing?.index === index) setEditing(null);
  };

  return (
    <div className="space-y-4">
      {value.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{m.noMaterials}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={m.materialsTitle}>
          {value.map((row, index) =>
            editing?.index === index ? (
              <li key={`edit-${index}`} className="space-y-2 p-3">
                <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto]">
                  <Input
                    aria-label={m.material}
                    value={editing.pair.name}
                    maxLength={PROJECT_LIMITS.materialName}
                    // eslint-disable-next-line jsx-a11y/no-autofocus -- the row turns into fields when staff press its edit button: focus follows them into the first field
                    autoFocus
                    onChange={(e) => setEditing({ ...editing, pair: { ...editing.pair, name: e.target.value }, error: null })}
                    onKeyDown={onEnter(save, () => setEditing(null))}
                    aria-invalid={!!editing.error}
                  />
                  <Input
                    aria-label={m.specification}
                    value={editing.pair.specification}
                    maxLength={PROJECT_LIMITS.materialSpecification}
                    onChange={(e) => setEditing({ ...editing, pair: { ...editing.pair, specification: e.target.value }, error: null })}
                    onKeyDown={onEnter(save, () => setEditing(null))}
                    aria-invalid={!!editing.error}
                  />
                  <div className="flex justify-end gap-1">
                    <Button type="button" size="icon" variant="outline" onClick={save} aria-label={m.saveMaterial} title={m.saveMaterial}>
                      <Check aria-hidden />
                    </Button>
                    <Button type="button" size="icon" variant="ghost" onClick={() => setEditing(null)} aria-label={m.cancelEdit} title={m.cancelEdit}>
                      <X aria-hidden />
                    </Button>
                  </div>
                </div>
                {editing.error && (
                  <p role="alert" className="text-sm text-destructive">
                    {editing.error}
                  </p>
                )}
              </li>
            ) : (
              <li key={`${row.name}-${index}`} className="flex items-center gap-3 p-3">
                <div className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-3">
                  <span className="break-words font-medium">{row.name}</span>
                  <span className="break-words text-sm text-muted-foreground sm:text-base sm:text-foreground">{row.specification}</span>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    onClick={() => setEditing({ index, pair: row, error: null })}
                    aria-label={m.editMaterial(row.name)}
                    title={m.editMaterial(row.name)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="text-destructive hover:text-destructive"
                    onClick={() => remove(index)}
                    aria-label={m.removeMaterial(row.name)}
                    title={m.removeMaterial(row.name)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}

      <div className="space-y-2 rounded-md border bg-muted/30 p-3">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end">
          <div className="space-y-2">
            <Label htmlFor={`${id}-name`}>{m.material}</Label>
            <Input
              id={`${id}-name`}
              value={draft.name}
              placeholder={m.materialPlaceholder}
              maxLength={PROJECT_LIMITS.materialName}
              onChange={(e) => {
                setDraft({ ...draft, name: e.target.value });
                setAddError(null);
              }}
              onKeyDown={onEnter(add)}
              aria-invalid={!!addError}
              aria-describedby={addError ? `${id}-error` : undefined}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-spec`}>{m.specification}</Label>
            <Input
              id={`${id}-spec`}
              value={draft.specification}
              placeholder={m.specificationPlaceholder}
              maxLength={PROJECT_LIMITS.materialSpecification}
              onChange={(e) => {
                setDraft({ ...draft, specification: e.target.value });
                setAddError(null);
              }}
              onKeyDown={onEnter(add)}
              aria-invalid={!!addError}
              aria-describedby={addError ? `${id}-error` : undefined}
            />
          </div>
          <Button type="button" variant="outline" onClick={add}>
            <Plus aria-hidden />
            {m.addMaterial}
          </Button>
        </div>
        {addError && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {addError}
          </p>
        )}
      </div>
    </div>
  );
}
