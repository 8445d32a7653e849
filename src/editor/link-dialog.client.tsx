"use client";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { Dialog, DialogContent } from "@/ui/dialog.client";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label.client";
import { normalizeLinkHref } from "./link";
import { useMessages } from "@/i18n/locale-context.client";

type Props = {
  open: boolean;
  initialHref: string;
  onOpenChange: (open: boolean) => void;
  onApply: (href: string) => void;
  onRemove: () => void;
};

/** Asks for a link's address; refuses what the sanitiser would strip. */
export function LinkDialog({ open, initialHref, onOpenChange, onApply, onRemove }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <LinkForm initialHref={initialHref} onApply={onApply} onRemove={onRemove} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function LinkForm({
  initialHref,
  onApply,
  onRemove,
  onCancel,
}: {
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const m = useMessages("editor");
  const id = useId();
  const [value, setValue] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The dialog's form sits inside the project form in the React tree: keep the submit here.
    e.stopPropagation();
    const href = normalizeLinkHref(value);
    if (!href) return setError(m.linkInvalid);
    onApply(href);
  };

  return (
    <DialogContent title={m.linkDialogTitle} description={m.linkDialogDescription}>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor={`${id}-url`}>{m.linkUrl}</Label>
          <Input
            id={`${id}-url`}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            placeholder="https://"
            inputMode="url"
            autoComplete="off"
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {initialHref && (
            <Button type="button" variant="outline" onClick={onRemove} className="mr-auto">
              {m.linkRemove}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={onCancel}>
            {m.linkCancel}
          </Button>
          <Button type="submit">{m.linkApply}</Button>
        </div>
      </form>
    </DialogContent>
  );
}
