"use client";
import { LoaderCircle, Upload } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { cn } from "@/lib/cn";
import { useMessages } from "@/i18n/locale-context.client";

type Props = {
  /** File input `accept`, e.g. ".jpg,.png". */
  accept: string;
  multiple?: boolean;
  /** While a file is being sent: shows progress and refuses more. */
  busy?: boolean;
  progress?: number | null;
  idleText?: string;
  hint?: string;
  /** Accessible name of the hidden file input. */
  inputLabel: string;
  onFiles: (files: File[]) => void;
};

/** Drag-and-drop or click-to-choose area over a hidden file input (spec §2 Image block). */
export function DropZone({ accept, multiple = false, busy = false, progress = null, idleText, hint, inputLabel, onFiles }: Props) {
  const m = useMessages("blockEditor");
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0 && !busy) onFiles(multiple ? files : files.slice(0, 1));
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files);
  };

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "rounded-lg border-2 border-dashed p-6 text-center transition-colors",
        dragging ? "border-primary bg-primary/5" : "border-muted-foreground/25",
        busy && "opacity-70",
      )}
    >
      <button
        type="button"
        disabled={busy}
        onClick={() => input.current?.click()}
        className="flex w-full flex-col items-center gap-2 rounded-md p-2 text-sm text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {busy ? <LoaderCircle className="size-6 animate-spin" aria-hidden /> : <Upload className="size-6" aria-hidden />}
        <span className="font-medium text-foreground" aria-live="polite">
          {busy ? `${m.uploading}${progress !== null ? ` ${Math.round(progress * 100)} %` : ""}` : dragging ? m.dropActive : (idleText ?? m.dropImage)}
        </span>
        {hint && <span className="text-xs">{hint}</span>}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = "";
        }}
      />
    </div>
  );
}
