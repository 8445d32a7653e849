"use client";
import { ImageUp, X } from "lucide-react";
import { useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/ui/button";
import { Label } from "@/ui/label.client";
import { useMessages } from "@/i18n/locale-context.client";
import type { SettingsFormValues } from "../validation";
import { FieldError, fieldId } from "./fields.client";

/** Sends the file to the upload endpoint (target before file, as it requires); the URL or an error message. */
async function uploadLogo(file: File, failed: string): Promise<{ url: string } | { error: string }> {
  const body = new FormData();
  body.append("target", JSON.stringify({ kind: "site-logo" }));
  body.append("file", file);
  try {
    const res = await fetch("/api/admin/uploads", { method: "POST", body });
    const json = (await res.json().catch(() => ({}))) as { url?: string; error?: string };
    return res.status === 201 && json.url ? { url: json.url } : { error: json.error || failed };
  } catch {
    return { error: failed };
  }
}

/** Optional logo: uploaded at once, published with the next save (the form holds its URL). */
export function LogoField() {
  const { control, setValue } = useFormContext<SettingsFormValues>();
  const url = useWatch({ control, name: "logoUrl" });
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const id = fieldId("logoUrl");
  const m = useMessages("settings");

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const result = await uploadLogo(file, m.logoUploadError);
    setUploading(false);
    if (input.current) input.current.value = "";
    if ("error" in result) {
      toast.error(m.logoUploadError, { description: result.error });
      return;
    }
    setValue("logoUrl", result.url, { shouldDirty: true, shouldValidate: true });
    toast.success(m.logoUploaded);
  };

  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <Label htmlFor={id}>{m.fields.logo}</Label>
      <div className="flex flex-wrap items-center gap-4">
        {url ? (
          // eslint-disable-next-line @next/next/no-img-element -- a back-office preview of a stored upload (already a sized variant) or a pasted URL; the site does not use next/image's optimizer
          <img src={url} alt={m.logoAlt} className="h-16 w-auto max-w-48 rounded border bg-muted object-contain p-1" />
        ) : null}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-describedby={`${id}-hint`}
          onChange={(e) => void onFile(e.target.files?.[0])}
          disabled={uploading}
        />
        <Button type="button" variant="outline" disabled={uploading} aria-busy={uploading || undefined} onClick={() => input.current?.click()}>
          <ImageUp aria-hidden /> {uploading ? m.logoUploading : url ? m.logoReplace : m.logoUpload}
        </Button>
        {url ? (
          <Button type="button" variant="ghost" disabled={uploading} onClick={() => setValue("logoUrl", "", { shouldDirty: true })}>
            <X aria-hidden /> {m.logoRemove}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {m.logoHint}
      </p>
      <FieldError name="logoUrl" />
    </div>
  );
}
