"use client";
import { ImagePlus } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { toast } from "sonner";
import { cn } from "@/lib/cn";
import { Button } from "@/ui/button";
import { callAction } from "@/ui/call-action";
import { uploadFile, type UploadedFile } from "@/uploads/upload-client";
import { addAboutImageAction } from "../actions";
import { useMessages } from "@/i18n/locale-context.client";
import { withoutExtension } from "@/lib/file-name";

type Pending = { key: string; name: string; progress: number };

/**
 * Drag-and-drop or click picker for several images at once (spec §2, §5): only files whose
 * type starts with image/ are sent; each shows its own progress. The uploads run together,
 * the gallery rows are added in the order the files were chosen, each at max + 1 (server),
 * with the alt text 'Nova imagem - ' + the file name without its extension.
 */
export function AboutUploadZone({ onAdded }: { onAdded: () => void }) {
  const m = useMessages("about");
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [pending, setPending] = useState<Pending[]>([]);

  const setProgress = (key: string, progress: number) => setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p)));
  const done = (key: string) => setPending((list) => list.filter((p) => p.key !== key));

  async function uploadAll(files: File[]) {
    const images = files.filter((f) => f.type.startsWith("image/"));
    for (const f of files) if (!images.includes(f)) toast.error(m.uploadError, { description: m.notAnImage(f.name) });
    if (images.length === 0) return;

    const jobs = images.map((file) => ({ file, key: crypto.randomUUID() }));
    setPending((list) => [...list, ...jobs.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    // Settled results, so a failed upload never surfaces as an unhandled rejection.
    const uploads = jobs.map(({ file, key }) =>
      uploadFile(file, { kind: "about-image" }, (pct) => setProgress(key, pct)).then(
        (file): { ok: true; file: UploadedFile } => ({ ok: true, file }),
        (error: unknown): { ok: false; error: unknown } => ({ ok: false, error }),
      ),
    );

    let added = 0;
    for (const [i, { file, key }] of jobs.entries()) {
      const uploaded = await uploads[i];
      if (!uploaded.ok) {
        toast.error(m.uploadError, { description: `${file.name}: ${uploaded.error instanceof Error ? uploaded.error.message : ""}` });
      } else {
        const result = await callAction(
          () => addAboutImageAction({ imageUrl: uploaded.file.url, altText: m.newAlt(withoutExtension(file.name)) }),
          m.uploadError,
        );
        if (result?.ok) added++;
        else if (result) toast.error(result.error || m.uploadError);
      }
      done(key);
    }
    if (added > 0) {
      toast.success(m.added);
      onAdded();
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void uploadAll([...event.dataTransfer.files]);
  };

  return (
    <div className="flex flex-col gap-3">
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer target for drops and clicks; the button inside it is the keyboard way in */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onClick={() => input.current?.click()}
        data-testid="about-dropzone"
        className={cn(
          "flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center transition-colors",
          dragging ? "border-primary bg-primary/5" : "border-muted-foreground/30 hover:border-primary/60",
        )}
      >
        <ImagePlus aria-hidden className="size-10 text-muted-foreground" />
        <p className="font-medium">{dragging ? m.dropActive : m.dropTitle}</p>
        <p className="text-sm text-muted-foreground">{m.dropFormats}</p>
        {/* The keyboard way in: the zone itself is only a pointer target. */}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={(e) => {
            e.stopPropagation();
            input.current?.click();
          }}
        >
          {m.selectFiles}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={m.selectFiles}
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = "";
            void uploadAll(files);
          }}
        />
      </div>
      {pending.length > 0 && (
        <ul aria-label={m.uploadsLabel} className="flex flex-col gap-2">
          {pending.map((p) => (
            <li key={p.key} className="flex items-center gap-3 text-sm">
              <span className="min-w-0 flex-1 truncate">{p.name}</span>
              <progress className="h-2 w-40" max={100} value={p.progress} aria-label={m.uploadProgress(p.name, p.progress)} />
              <span className="w-12 text-right tabular-nums">{p.progress} %</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
