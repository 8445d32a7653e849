"use client";
import { ImageIcon, Upload, X } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { isImageUrl } from "@/media/image-url";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { uploadFile } from "@/uploads/upload-client";
import { useMessages } from "@/i18n/locale-context.client";

type Props = {
  id: string;
  value: string;
  onChange: (url: string) => void;
  onBlur: () => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
};

/** The hero picture: uploaded (with progress) or given as a URL, with a preview. */
export function HeroImageField({ id, value, onChange, onBlur, onUploadingChange, error }: Props) {
  const m = useMessages("hero");
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const url = value.trim();
  const showPreview = url && isImageUrl(url) && broken !== url;

  const upload = async (file: File) => {
    setProgress(0);
    onUploadingChange(true);
    try {
      const result = await uploadFile(file, { kind: "hero-image" }, setProgress);
      onChange(result.url);
    } catch (err) {
      toast.error(m.uploadError, { description: err instanceof Error ? err.message : undefined });
    } finally {
      setProgress(null);
      onUploadingChange(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const describedBy = [error ? `${id}-error` : null, progress !== null ? `${id}-progress` : null].filter(Boolean).join(" ") || undefined;

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-3">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        {m.image}
        <span aria-hidden className="text-destructive">
          {" "}
          *
        </span>
      </span>
      <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-md border bg-muted">
        {showPreview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a back-office preview of a stored upload (already a sized variant) or a pasted URL; the site does not use next/image's optimizer
          <img src={url} alt="" className="h-full w-full object-cover" onError={() => setBroken(url)} />
        ) : (
          <ImageIcon aria-hidden className="size-10 text-muted-foreground" />
        )}
        {progress !== null && (
          <div className="absolute inset-x-0 bottom-0 bg-background/90 p-2">
            <progress id={`${id}-progress`} className="h-2 w-full" max={100} value={progress} aria-label={m.uploading(progress)} />
            <p className="text-center text-xs">{m.uploading(progress)}</p>
          </div>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={() => fileInput.current?.click()} disabled={progress !== null}>
          <Upload aria-hidden />
          {m.upload}
        </Button>
        {url && (
          <Button type="button" variant="ghost" onClick={() => onChange("")} disabled={progress !== null}>
            <X aria-hidden />
            {m.removeImage}
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-label={m.upload}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
          {m.imageUrl}
        </label>
        <Input
          id={id}
          placeholder={m.imageUrlPlaceholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required
          disabled={progress !== null}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
