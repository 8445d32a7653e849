"use client";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useActionState, useId, type ReactNode } from "react";
import { Button, buttonVariants } from "@/ui/button";
import { Input } from "@/ui/input";
import { Textarea } from "@/ui/textarea";
import { useMessages } from "@/i18n/locale-context.client";
import { addBlockFormAction, type NewBlockFormState } from "../actions";
import { formFieldOfError, type BlockFormValues } from "../form-content";
import { BLOCK_TYPES, type BlockType } from "../registry";
import { Field } from "./fields.client";
import type { BlockEditorMessages } from "../admin/messages";
import { typeLabels, typeName } from "../admin/type-labels";

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

const notPosted: NewBlockFormState = { posted: false };

type Props = { projectId: string; projectTitle: string; type: BlockType | null; backHref: string };

/**
 * Adding a block without JavaScript (the content tab's 'Añadir' submits to this page): a type
 * chosen by a plain GET form, then that type's fields in a form that posts the new block's
 * content to `addBlockFormAction`. A refused post comes back with its messages and what was
 * typed (`useActionState` renders the answer on the server); a stored one returns to the
 * project's content tab. Fields that need a script (rich text, uploads) are plain here: the
 * text is typed as paragraphs, images by their address.
 */
export function NewBlockForm({ projectId, projectTitle, type, backHref }: Props) {
  const m = useMessages("blockEditor");
  const [state, postAction] = useActionState(addBlockFormAction, notPosted);
  const typeId = useId();
  const errors = state.posted ? state.fieldErrors : {};
  const typed: BlockFormValues = state.posted ? state.values : {};
  const fieldErrors: Record<string, string> = {};
  const otherErrors: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const field = type ? formFieldOfError(type, key) : null;
    if (field) fieldErrors[field] ??= message;
    else if (!otherErrors.includes(message)) otherErrors.push(message);
  }
  if (state.posted && Object.keys(errors).length === 0) otherErrors.push(state.error);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Link href={backHref} className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label={m.backToProject} title={m.backToProject}>
          <ArrowLeft aria-hidden />
        </Link>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{m.newBlockTitle}</h1>
          <p className="text-sm text-muted-foreground">{m.projectLabel(projectTitle)}</p>
        </div>
      </div>

      <form method="get" className="flex flex-wrap items-end gap-2">
        <div className="space-y-2">
          <label htmlFor={typeId} className="text-sm font-medium">
            {m.typeSelect}
          </label>
          <select id={typeId} name="tipo" defaultValue={type ?? "text"} className={`${selectClass} w-56`}>
            {BLOCK_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeName(m, t)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          {m.chooseType}
        </Button>
      </form>

      {type && (
        <form action={postAction} noValidate aria-label={typeLabels(m, type)!.heading} className="space-y-4 rounded-lg border bg-card p-4">
          <h2 className="text-base font-semibold">{typeLabels(m, type)!.heading}</h2>
          <input type="hidden" name="projectId" value={projectId} />
          <input type="hidden" name="blockType" value={type} />
          {otherErrors.length > 0 && (
            <div role="alert" className="text-sm font-medium text-destructive">
              {otherErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          <TypeFields type={type} m={m} typed={typed} errors={fieldErrors} />
          <div className="flex justify-end gap-2">
            <Link href={backHref} className={buttonVariants({ variant: "outline" })}>
              {m.cancel}
            </Link>
            <Button type="submit">{m.save}</Button>
          </div>
        </form>
      )}
    </div>
  );
}

type FieldsProps = { type: BlockType; m: BlockEditorMessages; typed: BlockFormValues; errors: Record<string, string> };

/** Each type's fields, named as src/blocks/form-content.ts reads them. */
function TypeFields({ type, m, typed, errors }: FieldsProps) {
  const text = (name: string, label: string, more: { hint?: ReactNode; multiline?: boolean; url?: boolean } = {}) => (
    <PlainField key={name} name={name} label={label} value={typed[name]} error={errors[name]} {...more} />
  );
  const select = (name: string, label: string, options: Record<string, string>, fallback: string) => (
    <SelectField key={name} name={name} label={label} options={options} value={typed[name] || fallback} />
  );
  switch (type) {
    case "text":
      return text("text", m.textLabel, { multiline: true, hint: m.plainTextHint });
    case "image":
      return [text("url", m.imageUrl, { url: true }), text("caption", m.caption), text("alt", m.alt)];
    case "gallery":
      return [
        text("images", m.galleryUrls, { multiline: true }),
        select("columns", m.columns, { 1: "1", 2: "2", 3: "3", 4: "4" }, "3"),
        select("spacing", m.spacing, m.spacings, "medium"),
      ];
    case "video":
      return [
        select("type", m.videoType, { youtube: m.videoTypes.youtube, vimeo: m.videoTypes.vimeo }, "youtube"),
        text("url", m.videoUrl, { url: true }),
        text("title", m.videoTitle),
        text("description", m.videoDescription, { multiline: true }),
      ];
    case "quote":
      return [text("quote", m.quote, { multiline: true }), text("author", m.author), text("role", m.role)];
    case "two_columns":
      return (
        <div className="grid gap-6 md:grid-cols-2">
          {(["left", "right"] as const).map((side) => {
            const title = side === "left" ? m.leftColumn : m.rightColumn;
            const of = (label: string) => `${label} (${title.toLowerCase()})`;
            return (
              <fieldset key={side} className="space-y-4 rounded-md border p-4">
                <legend className="px-1 text-sm font-semibold">{title}</legend>
                {select(`${side}Type`, of(m.columnType), m.columnTypes, "text")}
                {text(`${side}Text`, of(m.textLabel), { multiline: true, hint: m.plainTextHint })}
                {text(`${side}ImageUrl`, of(m.imageUrl), { url: true })}
                {text(`${side}ImageCaption`, of(m.caption))}
              </fieldset>
            );
          })}
        </div>
      );
  }
}

function PlainField({
  name,
  label,
  value,
  error,
  hint,
  multiline,
  url,
}: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  hint?: ReactNode;
  multiline?: boolean;
  url?: boolean;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id, describedBy) =>
        multiline ? (
          <Textarea id={id} name={name} rows={5} defaultValue={value} aria-invalid={!!error} aria-describedby={describedBy} />
        ) : (
          <Input
            id={id}
            name={name}
            defaultValue={value}
            inputMode={url ? "url" : undefined}
            autoComplete="off"
            aria-invalid={!!error}
            aria-describedby={describedBy}
          />
        )
      }
    </Field>
  );
}

function SelectField({ name, label, options, value }: { name: string; label: string; options: Record<string, string>; value: string }) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} name={name} defaultValue={value} className={selectClass}>
          {Object.entries(options).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
