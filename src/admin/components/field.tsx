import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "@/ui/label.client";

export type FieldA11y = { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string; "aria-required"?: boolean };

type Props = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown at the end of the label row, e.g. a character counter. */
  aside?: ReactNode;
  error?: string | null;
  required?: boolean;
  className?: string;
  /** Receives the control's id and its aria wiring (hint and error). */
  children: (a11y: FieldA11y) => ReactNode;
};

/** Label, control, hint and error of one form field, wired for screen readers. */
export function Field({ id, label, hint, aside, error, required, className, children }: Props) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-2", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id} id={`${id}-label`}>
          {label}
          {required && (
            <span aria-hidden className="text-destructive">
              {" "}
              *
            </span>
          )}
        </Label>
        {aside}
      </div>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, "aria-required": required || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
