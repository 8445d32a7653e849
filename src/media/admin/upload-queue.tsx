import { CheckCircle2, XCircle } from "lucide-react";
import { useMessages } from "@/i18n/locale-context.client";

export type QueuedUpload = { key: string; name: string; progress: number; status: "queued" | "uploading" | "done" | "error"; error?: string };

/** Per-file progress of a multi-file upload; a failed file shows its own reason. */
export function UploadQueue({ items }: { items: QueuedUpload[] }) {
  const m = useMessages("mediaAdmin");
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={m.uploads}>
      {items.map((item) => (
        <li key={item.key} className="rounded-md border p-2 text-sm" data-upload-status={item.status}>
          <div className="flex items-center justify-between gap-2">
            <span className="truncate font-medium">{item.name}</span>
            {item.status === "done" && <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-label={m.uploaded} />}
            {item.status === "error" && <XCircle className="size-4 shrink-0 text-destructive" aria-hidden />}
            {(item.status === "uploading" || item.status === "queued") && (
              <span className="shrink-0 tabular-nums text-muted-foreground">{Math.round(item.progress * 100)}%</span>
            )}
          </div>
          {item.status === "error" ? (
            <p className="mt-1 text-destructive" role="alert">
              {item.error}
            </p>
          ) : (
            <progress className="mt-1 h-1.5 w-full accent-primary" max={1} value={item.progress} aria-label={`${m.uploading} ${item.name}`} />
          )}
        </li>
      ))}
    </ul>
  );
}
