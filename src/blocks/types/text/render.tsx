import { isEmptyHtml, type Content } from "../../content";
import { RichText } from "../../components/rich-text";
import type { RenderContext } from "../../components/render-context";
import { readText } from "./model";

/** Rich text; an empty one draws nothing. */
export function renderText(content: Content, { headingLevel }: RenderContext) {
  const { html } = readText(content);
  return isEmptyHtml(html) ? null : <RichText html={html} headingLevel={headingLevel} />;
}
