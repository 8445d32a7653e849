import sanitizeHtml from "sanitize-html";
import { normalizeText } from "./normalize-text";

/**
 * The rich-text toolbar's output (headings 1-3, bold, italic, underline, strike, lists,
 * blockquote, code block, links) and nothing else: no scripts, handlers, styles or
 * javascript: URLs. Links to other sites open safely in a new tab.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h1",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "del",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "a",
    "span",
    "hr",
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const attrs: sanitizeHtml.Attributes = external ? { href, target: "_blank", rel: "noopener noreferrer nofollow" } : { href };
      return { tagName, attribs: attrs };
    },
  },
};

/**
 * The parser decodes character references (`&#1;`, `&#x85;`) into the characters they name, so
 * the output is normalised again: what is stored or shown holds no control character.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  return html ? normalizeText(sanitizeHtml(html, options)).trim() : "";
}
