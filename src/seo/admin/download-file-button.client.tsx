"use client";
import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/ui/button";
import { useMessages } from "@/i18n/locale-context.client";

type Props = { file: "sitemap.xml" | "robots.txt"; label: string; successTitle: string; successText: string; errorText: string };

/** Fetches the live file's content from the admin route and saves it under its own name. */
export function DownloadFileButton({ file, label, successTitle, successText, errorText }: Props) {
  const m = useMessages("seo");
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(`/api/admin/seo/${file}`, { cache: "no-store" });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = file;
      document.body.append(a);
      a.click();
      a.remove();
      // Give the browser a moment to start the download before the blob goes.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(successTitle, { description: successText });
    } catch (err) {
      console.error(err);
      toast.error(m.errorTitle, { description: errorText });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={download} disabled={busy} className="w-full sm:w-auto">
      <Download aria-hidden />
      {busy ? m.generating : label}
    </Button>
  );
}
