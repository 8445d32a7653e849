"use client";
import { ImagePlus } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { toast } from "sonner";
import { IMAGE_TYPES, type ImageType } from "@/db/schema";
import { cn } from "@/lib/cn";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { Label } from "@/ui/label.client";
import { ImageCard } from "./image-card.client";
import { useMessages } from "@/i18n/locale-context.client";
import type { ManagedImage, MediaOps } from "./types";
import { IMAGE_ACCEPT, isManagerImage, uploadFile } from "./upload";
import { UploadQueue, type QueuedUpload } from "./upload-queue";

type Props = { images: ManagedImage[]; coverUrl: string | null; ops: MediaOps };

/**
 * The image manager (spec §2 "Media tab"): type select, drop zone or picker for several files
 * with per-file progress (one failed file does not stop the others), then the three sections.
 */
export function ImageManager({ images, coverUrl, ops }: Props) {
  const m = useMessages("mediaAdmin");
  const [type, setType] = useState<ImageType>("gallery");
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const batch = useRef(0);

  const patch = (key: string, change: Partial<QueuedUpload>) => setQueue((items) => items.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    const uploadType = type;
    const id = ++batch.current;
    const items = files.map((file, i) => ({ key: `${id}-${i}`, name: file.name, progress: 0, status: "queued" as const }));
    setQueue((current) => [...current.filter((q) => q.status === "uploading" || q.status === "queued"), ...items]);
    // One after another: the server converts each image with sharp, and order follows the selection.
    for (const [i, file] of files.entries()) {
      const key = items[i].key;
      if (!isManagerImage(file)) {
        patch(key, { status: "error", error: m.wrongFormat });
        continue;
      }
      patch(key, { status: "uploading" });
      try {
        const answer = await uploadFile(file, ops.imageTarget(uploadType), (progress) => patch(key, { progress }), m.imageUploadError);
        const added = await ops.addImage(uploadType, answer.url);
        patch(key, added ? { status: "done", progress: 1 } : { status: "error", error: m.imageUploadError });
      } catch (err) {
        const message = err instanceof Error ? err.message : m.imageUploadError;
        patch(key, { status: "error", error: message });
        toast.error(m.imageUploadError, { description: `${file.name}: ${message}` });
      }
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void upload(Array.from(e.dataTransfer.files));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{m.managerTitle}</CardTitle>
        <CardDescription>{m.managerDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="space-y-2 sm:w-48">
            <Label htmlFor="image-upload-type">{m.typeSelect}</Label>
            <select
              id="image-upload-type"
              className="h-10 w-full rounded-md border bg-background px-3 text-sm"
              value={type}
              onChange={(e) => setType(e.target.value as ImageType)}
            >
              {IMAGE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {m.imageTypes[t]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            onClick={() => input.current?.click()}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              "flex flex-1 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              dragging && "border-primary bg-primary/5",
            )}
          >
            <ImagePlus className="size-8 text-muted-foreground" aria-hidden />
            <span className="font-medium">{dragging ? m.dropzoneActive : m.dropzone}</span>
            <span className="text-muted-foreground">{m.dropzoneHint}</span>
          </button>
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-label={m.dropzone}
            data-testid="image-upload-input"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = "";
              void upload(files);
            }}
          />
        </div>
        <UploadQueue items={queue} />
        {IMAGE_TYPES.map((t) => {
          const ofType = images.filter((i) => i.type === t);
          const headingId = `images-${t}`;
          return (
            <section key={t} aria-labelledby={headingId} className="space-y-3">
              <h3 id={headingId} className="font-semibold">
                {m.section(m.imageTypes[t], ofType.length)}
              </h3>
              {ofType.length === 0 ? (
                <p className="text-sm text-muted-foreground">{m.empty}</p>
              ) : (
                <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {ofType.map((image, position) => (
                    <ImageCard
                      key={`${image.id}:${image.caption ?? ""}`}
                      image={image}
                      position={position}
                      count={ofType.length}
                      isCover={coverUrl === image.url}
                      ops={ops}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
