"use client";
import { useState } from "react";
import { toast } from "sonner";
import { UploadRequestError } from "@/uploads/upload-client";
import { DropZone } from "../../editor/drop-zone.client";
import { SelectField, TextAreaField, TextField } from "../../editor/fields.client";
import { useMessages } from "@/i18n/locale-context.client";
import type { BlockEditorMessages } from "../../admin/messages";
import { acceptOf, hasExtension, MAX_BLOCK_VIDEO_BYTES, uploadBlockFile, VIDEO_EXTENSIONS } from "../../editor/upload";
import { str, type TypeEditorProps } from "../../editor/type-editor";

type Kind = keyof BlockEditorMessages["videoTypes"];

export function VideoBlockEditor({ draft, set, errors, track }: TypeEditorProps) {
  const m = useMessages("blockEditor");
  const [progress, setProgress] = useState<number | null>(null);
  const type: Kind = draft.type === "vimeo" || draft.type === "upload" ? draft.type : "youtube";

  const upload = async ([file]: File[]) => {
    // Checked here too (spec §5), so a wrong or oversized file is refused before it is sent.
    if (!hasExtension(file, VIDEO_EXTENSIONS)) return void toast.error(m.videoUploadError, { description: m.wrongVideoType });
    if (file.size > MAX_BLOCK_VIDEO_BYTES) return void toast.error(m.videoUploadError, { description: m.videoTooLarge });
    setProgress(0);
    try {
      const url = await track(uploadBlockFile(file, { kind: "block-video" }, setProgress));
      set((latest) => ({ ...latest, type: "upload", url }));
      toast.success(m.videoUploaded);
    } catch (err) {
      toast.error(err instanceof UploadRequestError && err.serverMessage ? err.serverMessage : m.videoUploadError);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-4">
      <SelectField label={m.videoType} value={type} options={m.videoTypes} onChange={(next) => set({ ...draft, type: next })} />
      {type === "upload" && (
        <DropZone
          accept={acceptOf(VIDEO_EXTENSIONS)}
          busy={progress !== null}
          progress={progress}
          idleText={m.videoFile}
          inputLabel={m.videoFile}
          onFiles={upload}
        />
      )}
      <TextField
        label={m.videoUrl}
        value={str(draft.url)}
        onChange={(url) => set({ ...draft, url })}
        error={errors.url}
        inputMode="url"
        placeholder={type === "vimeo" ? "https://vimeo.com/…" : type === "youtube" ? "https://www.youtube.com/watch?v=…" : ""}
      />
      <TextField label={m.videoTitle} value={str(draft.title)} onChange={(title) => set({ ...draft, title })} />
      <TextAreaField label={m.videoDescription} value={str(draft.description)} onChange={(description) => set({ ...draft, description })} />
    </div>
  );
}
