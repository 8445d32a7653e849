import type { ReactNode } from "react";
import { BlockRenderer } from "../components/block-renderer";
import { blockEditors } from "./editor-registry.client";
import { blockDefinition } from "../registry";
import { useMessages } from "@/i18n/locale-context.client";
import { typeLabels } from "../admin/type-labels";

type Props = { id: string; type: string; content: Record<string, unknown>; onEdit?: () => void };

function Empty({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</div>;
}

/** View mode: the public renderer (YouTube/Vimeo as their frames: staff preview what they added), or the editor's own empty and unknown-type texts (spec §2). */
export function BlockView({ id, type, content, onEdit }: Props) {
  const m = useMessages("blockEditor");
  const definition = blockDefinition(type);
  const labels = typeLabels(m, type);
  if (!definition || !labels) return <Empty>{m.unsupported}</Empty>;
  if (definition.isEmpty(content)) {
    const TypeEmpty = blockEditors[type as keyof typeof blockEditors].Empty;
    return TypeEmpty ? <TypeEmpty text={labels.empty} onEdit={onEdit} /> : <Empty>{labels.empty}</Empty>;
  }
  return <BlockRenderer blocks={[{ id, type, content }]} altBase={m.altBase} videoEmbeds="frame" />;
}
