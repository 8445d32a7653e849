"use client";
import { ImageIcon, Images, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { Dialog, DialogContent, DialogTrigger } from "@/ui/dialog.client";
import { useMessages } from "@/i18n/locale-context.client";
import type { ManagedImage, MediaOps } from "./types";
import { uploadFile } from "./upload";

type Props = { cover: string | null; coverThumb?: string | null; gallery: ManagedImage[]; ops: MediaOps };

/** Cover image card (spec §2): preview, upload a new one, choose from the gallery, remove (→ null). */
export function CoverCard({ cover, coverThumb, gallery, ops }: Props) {
  const m = useMessages("mediaAdmin");
  const [progress, setProgress] = useState<number | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      const answer = await uploadFile(file, ops.coverTarget, setProgress, m.coverUploadError);
      await ops.setCover(answer.url, true);
    } catch (err) {
      toast.error(m.coverUploadError, { description: err instanceof Error ? err.message : undefined });
    } finally {
      setProgress(null);
    }
  };
  const set = async (url: string | null) => {
    setBusy(true);
    try {
      return await ops.setCover(url);
    } finally {
      setBusy(false);
    }
  };
  const preview = cover ? (gallery.find((g) => g.url === cover)?.thumb ?? coverThumb ?? cover) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{m.coverTitle}</CardTitle>
        <CardDescription>{m.coverDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row">
        <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-lg border bg-muted sm:w-64" data-testid="cover-preview">
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a back-office preview of a stored upload (already a sized variant) or a pasted URL; the site does not use next/image's optimizer
            <img src={preview} alt={m.coverAlt} className="h-full w-full object-cover" />
          ) : (
            <span className="flex flex-col items-center gap-2 text-sm text-muted-foreground">
              <ImageIcon className="size-8" aria-hidden />
              {m.noCover}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Button type="button" variant="outline" disabled={progress !== null || busy} onClick={() => input.current?.click()}>
            <Upload aria-hidden />
            {progress !== null ? `${m.uploading} ${Math.round(progress * 100)}%` : m.uploadCover}
          </Button>
          {progress !== null && <progress className="h-1.5 w-full accent-primary" max={1} value={progress} aria-label={m.uploading} />}
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={m.uploadCover}
            data-testid="cover-upload-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void upload(file);
            }}
          />
          <Dialog open={choosing} onOpenChange={setChoosing}>
            <DialogTrigger asChild>
              <Button type="button" variant="outline" disabled={busy}>
                <Images aria-hidden />
                {m.chooseFromGallery}
              </Button>
            </DialogTrigger>
            <DialogContent title={m.chooseTitle} description={m.chooseDescription} className="max-w-2xl">
              {gallery.length === 0 ? (
                <p className="text-sm text-muted-foreground">{m.noGallery}</p>
              ) : (
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {gallery.map((image, i) => (
                    <li key={image.id}>
                      <button
                        type="button"
                        className="block w-full overflow-hidden rounded-md border-2 border-transparent hover:border-primary focus-visible:border-primary focus-visible:outline-none aria-pressed:border-primary"
                        aria-label={m.chooseImage(i + 1)}
                        aria-pressed={image.url === cover}
                        onClick={async () => {
                          if (await set(image.url)) setChoosing(false);
                        }}
                      >
                        {/* eslint-disable-next-line @next/next/no-img-element -- a back-office preview of a stored upload (already a sized variant) or a pasted URL; the site does not use next/image's optimizer */}
                        <img src={image.thumb ?? image.url} alt={image.caption ?? ""} className="aspect-[4/3] w-full object-cover" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </DialogContent>
          </Dialog>
          <Button type="button" variant="outline" className="text-destructive" disabled={!cover || busy} onClick={() => void set(null)}>
            <Trash2 aria-hidden />
            {m.removeCover}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
