"use client";
import { X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { safeUrl } from "@/lib/safe-url";
import { Button } from "@/ui/button";
import { DropZone } from "../../editor/drop-zone.client";
import { SelectField, TextField } from "../../editor/fields.client";
import { useMessages } from "@/i18n/locale-context.client";
import { acceptOf, GALLERY_EXTENSIONS, hasExtension, uploadBlockFile } from "../../editor/upload";
import { obj, str, type Content, type TypeEditorProps } from "../../editor/type-editor";

const COLUMNS = { "1": "1", "2": "2", "3": "3", "4": "4" } as const;

/** Several images (uploaded together), each with alt text and caption; columns and spacing. */
export function GalleryBlockEditor({ draft, set, errors, track }: TypeEditorProps) {
  const m = useMessages("blockEditor");
  const [progress, setProgress] = useState<number | null>(null);
  const images = (Array.isArray(draft.images) ? draft.images : []).map(obj);
  const columns = String(draft.columns ?? 3) as keyof typeof COLUMNS;
  const spacing = (draft.spacing === "small" || draft.spacing === "large" ? draft.spacing : "medium") as keyof typeof m.spacings;
  const setImages = (next: Content[]) => set({ ...draft, images: next });

  const upload = async (files: File[]) => {
    const accepted = files.filter((f) => hasExtension(f, GALLERY_EXTENSIONS));
    for (const file of files) if (!accepted.includes(file)) toast.error(m.galleryUploadError, { description: m.wrongImageType(file.name) });
    if (accepted.length === 0) return;
    setProgress(0);
    const done: number[] = accepted.map(() => 0);
    const results = await track(
      Promise.allSettled(
        accepted.map((file, i) =>
          uploadBlockFile(file, { kind: "gallery-block-image" }, (f) => {
            done[i] = f;
            setProgress(done.reduce((a, b) => a + b, 0) / accepted.length);
          }),
        ),
      ),
    );
    setProgress(null);
    const urls = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    if (urls.length > 0) {
      // The draft may have changed during the upload: append to the latest list.
      set((latest) => ({ ...latest, images: [...(Array.isArray(latest.images) ? latest.images : []), ...urls.map((url) => ({ url, alt: "", caption: "" }))] }));
      toast.success(m.galleryAdded(urls.length));
    }
    if (urls.length < results.length) toast.error(m.galleryUploadError);
  };

  const patch = (i: number, change: Content) => setImages(images.map((img, j) => (j === i ? { ...img, ...change } : img)));

  return (
    <div className="space-y-4">
      <DropZone
        accept={acceptOf(GALLERY_EXTENSIONS)}
        multiple
        busy={progress !== null}
        progress={progress}
        idleText={m.dropImages}
        hint={m.galleryFormats}
        inputLabel={m.dropImages}
        onFiles={(files) => void upload(files)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={m.columns} value={COLUMNS[columns] ? columns : "3"} options={COLUMNS} onChange={(c) => set({ ...draft, columns: Number(c) })} />
        <SelectField label={m.spacing} value={spacing} options={m.spacings} onChange={(s) => set({ ...draft, spacing: s })} />
      </div>
      {images.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noGalleryImages}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={m.types.gallery.heading}>
          {images.map((img, i) => {
            const preview = safeUrl(img.url);
            return (
              <li key={`${str(img.url)}-${i}`} className="space-y-3 rounded-md border p-3">
                <div className="flex items-start gap-3">
                  {preview ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a back-office preview of a stored upload (already a sized variant) or a pasted URL; the site does not use next/image's optimizer
                    <img src={preview} alt={m.galleryImage(i + 1)} className="h-20 w-28 shrink-0 rounded object-cover" />
                  ) : (
                    <div className="h-20 w-28 shrink-0 rounded bg-muted" />
                  )}
                  <span className="flex-1 truncate text-sm font-medium">{m.galleryImage(i + 1)}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={m.removeImage(i + 1)}
                    onClick={() => setImages(images.filter((_, j) => j !== i))}
                  >
                    <X aria-hidden />
                  </Button>
                </div>
                {errors[`images.${i}.url`] && <p className="text-sm font-medium text-destructive">{errors[`images.${i}.url`]}</p>}
                <TextField label={`${m.alt} · ${m.galleryImage(i + 1)}`} value={str(img.alt)} onChange={(alt) => patch(i, { alt })} />
                <TextField label={`${m.caption} · ${m.galleryImage(i + 1)}`} value={str(img.caption)} onChange={(caption) => patch(i, { caption })} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
