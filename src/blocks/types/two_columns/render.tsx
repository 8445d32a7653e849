import type { ReactNode } from "react";
import type { Content } from "../../content";
import { RichText } from "../../components/rich-text";
import type { RenderContext } from "../../components/render-context";
import { isEmptySide, readTwoColumns, type ColumnSide } from "./model";

/** Two sides next to each other (stacked on phones), each rich text or an image with its caption. */
export function renderTwoColumns(content: Content, context: RenderContext) {
  const t = readTwoColumns(content);
  if (isEmptySide(t.left) && isEmptySide(t.right)) return null;
  return (
    <div className="grid items-center gap-8 md:grid-cols-2">
      {side(t.left, context)}
      {side(t.right, context)}
    </div>
  );
}

function side(s: ColumnSide, { picture, nextAlt, halfSizes, headingLevel }: RenderContext): ReactNode {
  if (isEmptySide(s)) return <div />;
  if (s.type === "text") return <RichText html={s.html} headingLevel={headingLevel} />;
  return (
    <figure>
      {picture(s.imageUrl!, nextAlt("", s.imageCaption), halfSizes, "h-auto w-full rounded-lg")}
      {s.imageCaption && <figcaption className="mt-2 text-center text-sm text-muted-foreground">{s.imageCaption}</figcaption>}
    </figure>
  );
}
