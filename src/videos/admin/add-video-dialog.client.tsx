"use client";
import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { VIDEO_TYPES, type VideoType } from "@/db/schema";
import { useMessages } from "@/i18n/locale-context.client";
import { uploadFile } from "@/media/admin/upload";
import { Button } from "@/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/ui/dialog.client";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label.client";
import { Textarea } from "@/ui/textarea";
import type { VideoDraft, VideoOps } from "./types";

/** The shape of a link each provider gives (addresses, not words: the same in every language). */
const URL_EXAMPLE = { vimeo: "https://vimeo.com/123456789", youtube: "https://www.youtube.com/watch?v=..." };

const EMPTY: VideoDraft = { videoType: "youtube", url: "", title: "", description: "", muted: false };

/** The add dialog (spec §2 "Videos tab"): disabled until a URL or an uploaded file; resets on cancel and success. */
export function AddVideoDialog({ ops }: { ops: VideoOps }) {
  const m = useMessages("mediaAdmin");
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<VideoDraft>(EMPTY);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<VideoDraft>) => setDraft((d) => ({ ...d, ...change }));
  const reset = () => {
    setDraft(EMPTY);
    setProgress(null);
    setFileName(null);
  };
  const onOpenChange = (next: boolean) => {
    if (!next) reset();
    setOpen(next);
  };

  const upload = async (file: File) => {
    setFileName(file.name);
    set({ url: "" });
    setProgress(0);
    try {
      const answer = await uploadFile(file, ops.uploadTarget, setProgress, m.videoUploadError);
      set({ url: answer.url });
      toast.success(ops.uploadedMessage);
    } catch (err) {
      setFileName(null);
      toast.error(m.videoUploadError, { description: err instanceof Error ? err.message : undefined });
    } finally {
      setProgress(null);
    }
  };

  const submit = async () => {
    setSaving(true);
    try {
      if (await ops.add({ ...draft, url: draft.url.trim() })) onOpenChange(false);
    } finally {
      setSaving(false);
    }
  };
  const uploading = progress !== null;
  const ready = draft.url.trim() !== "" && !uploading;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button">
          <Plus aria-hidden />
          {m.addVideo}
        </Button>
      </DialogTrigger>
      <DialogContent title={m.addVideoTitle}>
        <div className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="video-type">{m.videoType}</Label>
            <select
              id="video-type"
              className="h-10 w-full rounded-md border bg-background px-3 text-sm"
              value={draft.videoType}
              disabled={uploading}
              onChange={(e) => {
                setFileName(null);
                set({ videoType: e.target.value as VideoType, url: "" });
              }}
            >
              {VIDEO_TYPES.map((t) => (
                <option key={t} value={t}>
                  {m.videoTypes[t]}
                </option>
              ))}
            </select>
          </div>
          {draft.videoType === "upload" ? (
            <div className="space-y-2">
              <Label htmlFor="video-file">{m.videoFile}</Label>
              <Input
                id="video-file"
                type="file"
                accept="video/*"
                disabled={uploading}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void upload(file);
                }}
              />
              {uploading && (
                <div className="text-sm text-muted-foreground">
                  <span>
                    {m.uploading} {fileName} {Math.round((progress ?? 0) * 100)}%
                  </span>
                  <progress className="mt-1 h-1.5 w-full accent-primary" max={1} value={progress ?? 0} aria-label={m.uploading} />
                </div>
              )}
              {!uploading && draft.url && fileName && <p className="text-sm text-emerald-700">{`${m.uploaded}: ${fileName}`}</p>}
            </div>
          ) : (
            <div className="space-y-2">
              <Label htmlFor="video-url">{m.videoUrl}</Label>
              <Input
                id="video-url"
                type="url"
                value={draft.url}
                placeholder={URL_EXAMPLE[draft.videoType === "vimeo" ? "vimeo" : "youtube"]}
                onChange={(e) => set({ url: e.target.value })}
              />
            </div>
          )}
          <div className="space-y-2">
            <Label htmlFor="video-title">{m.videoTitle}</Label>
            <Input id="video-title" value={draft.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="video-description">{m.videoDescription}</Label>
            <Textarea id="video-description" value={draft.description} maxLength={2000} rows={3} onChange={(e) => set({ description: e.target.value })} />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={draft.muted} onChange={(e) => set({ muted: e.target.checked })} />
            {m.muted}
          </label>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {m.cancel}
            </Button>
            <Button type="button" disabled={!ready || saving} onClick={() => void submit()}>
              {m.add}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
