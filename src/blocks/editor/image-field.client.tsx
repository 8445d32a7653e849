"use client";
import { useState } from "react";
import { toast } from "sonner";
import { UploadRequestError } from "@/uploads/upload-client";
import { safeUrl } from "@/lib/safe-url";
import { DropZone } from "./drop-zone.client";
import { TextField } from "./fields.client";
import { useMessages } from "@/i18n/locale-context.client";
import { acceptOf, hasExtension, IMAGE_EXTENSIONS, uploadBlockFile } from "./upload";

export type Track = <T>(work: Promise<T>) => Promise<T>;

type Props = {
  url: string;
  onUrl: (url: string) => void;
  caption: string;
  onCaption: (caption: string) => void;
  /** The alternative text, where the block stores one (image block). */
  alt?: string;
  onAlt?: (alt: string) => void;
  urlError?: string;
  /** Counts the upload as pending, so the block's Save stays disabled until it ends. */
  track: Track;
  /** Prefix of the labels, for two of these on one block (two columns). */
  labelPrefix?: string;
};

/** One image: upload (drop or choose) or a URL, a 12rem preview, the caption and alt text. */
export function ImageField({ url, onUrl, caption, onCaption, alt, onAlt, urlError, track, labelPrefix }: Props) {
  const m = useMessages("blockEditor");
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const label = (text: string) => (labelPrefix ? `${text} (${labelPrefix.toLowerCase()})` : text);
  const preview = safeUrl(url);

  const upload = async ([file]: File[]) => {
    if (!hasExtension(file, IMAGE_EXTENSIONS)) return void toast.error(m.imageUploadError, { description: m.wrongImageType(file.name) });
    setProgress(0);
    try {
      const stored = await track(uploadBlockFile(file, { kind: "block-image" }, setProgress));
      onUrl(stored);
      toast.success(m.imageUploaded);
    } catch (err) {
      toast.error(err instanceof UploadRequestError && err.serverMessage ? err.serverMessage : m.imageUploadError);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-4">
      <DropZone accept={acceptOf(IMAGE_EXTENSIONS)} busy={busy} progress={progress} hint={m.imageFormats} inputLabel={label(m.dropImage)} onFiles={upload} />
      <TextField label={label(m.imageUrl)} value={url} onChange={onUrl} error={urlError} inputMode="url" placeholder="https://" />
      {preview && (
        // eslint-disable-next-line @next/next/no-img-element -- a back-office preview of a stored upload (already a sized variant) or a pasted URL; the site does not use next/image's optimizer
        <img src={preview} alt={m.preview} className="h-48 w-full rounded-md border bg-muted object-contain" />
      )}
      <TextField label={label(m.caption)} value={caption} onChange={onCaption} />
      {onAlt && <TextField label={label(m.alt)} value={alt ?? ""} onChange={onAlt} />}
    </div>
  );
}
