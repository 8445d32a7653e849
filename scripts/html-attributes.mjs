// Reading attributes of a start tag in server-rendered HTML (React's output: quoted values,
// entities for `&`, quotes and angle brackets), for the rewrites made when a page is kept.

/** Value of one attribute of a start tag; `undefined` when absent, "" for a bare attribute. */
export function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`, "i"));
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/** `&amp;` and friends in an attribute value, as the browser reads it. */
export const unescapeAttribute = (value) =>
  value.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, e) => ({ amp: "&", quot: '"', "#39": "'", "#x27": "'", lt: "<", gt: ">" })[e]);
