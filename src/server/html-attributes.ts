// Reading attributes of a start tag in server-rendered HTML (React's output: quoted values,
// entities for `&`, quotes and angle brackets), for the rewrites made on public pages.

/** Value of one attribute of a start tag; `undefined` when absent, "" for a bare attribute. */
export function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`, "i"));
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#39": "'", "#x27": "'", lt: "<", gt: ">" };

/** `&amp;` and friends in an attribute value, as the browser reads it. */
export const unescapeAttribute = (value: string): string => value.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, e: string) => ENTITIES[e]);
