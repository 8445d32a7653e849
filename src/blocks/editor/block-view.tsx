import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { BlockRenderer } from "../components/block-renderer";
import { videoSource } from "../components/video-player";
import { isEmptyHtml, isEmptySide, readGallery, readImage, readQuote, readText, readTwoColumns, readVideo } from "../content";
import { BLOCK_TYPES, type BlockType } from "../validation";
import { blockEditorMessages as m } from "./messages";

type Props = { id: string; type: string; content: Record<string, unknown>; onEdit?: () => void };

export const isKnownType = (type: string): type is BlockType => (BLOCK_TYPES as readonly string[]).includes(type);

/** The empty-state text of the editor's view mode (spec §2), or null when the block has content. */
function emptyText(type: BlockType, c: Record<string, unknown>): string | null {
  switch (type) {
    case "text":
      return isEmptyHtml(readText(c).html) ? m.emptyText : null;
    case "image":
      return readImage(c).url ? null : m.emptyImage;
    case "video": {
      const v = readVideo(c);
      return videoSource(v.url, v.type) ? null : m.emptyVideo;
    }
    case "quote":
      return readQuote(c).quote ? null : m.emptyQuote;
    case "two_columns": {
      const t = readTwoColumns(c);
      return isEmptySide(t.left) && isEmptySide(t.right) ? m.emptyTwoColumns : null;
    }
    case "gallery":
      return readGallery(c).images.length === 0 ? m.emptyGallery : null;
  }
}

function Empty({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</div>;
}

/** View mode: exactly the public renderer, or the editor's own empty and unknown-type texts. */
export function BlockView({ id, type, content, onEdit }: Props) {
  if (!isKnownType(type)) return <Empty>{m.unsupported}</Empty>;
  const empty = emptyText(type, content);
  if (empty && type === "image") {
    return (
      <Empty>
        <ImageOff className="mx-auto mb-2 size-8" aria-hidden />
        <p className="font-medium text-foreground">{empty}</p>
        <p className="mt-1">{m.emptyImageHint}</p>
        {onEdit && (
          <button type="button" onClick={onEdit} className="mt-3 font-medium text-primary underline-offset-4 hover:underline">
            {m.edit}
          </button>
        )}
      </Empty>
    );
  }
  if (empty) return <Empty>{empty}</Empty>;
  return <BlockRenderer blocks={[{ id, type, content }]} altBase={m.altBase} />;
}
