import { Info } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";

/**
 * The content, media and videos tabs until their editors land: what the tab is for, and
 * either what the project already has (edit) or that saving comes first (create).
 */
export function PendingTab({ title, intro, status }: { title: string; intro: string; status: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="flex items-start gap-2 rounded-md border bg-muted/40 p-4 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>{status}</span>
        </p>
      </CardContent>
    </Card>
  );
}
