/**
 * Wording a page's script shows is written by the server into the markup with placeholders
 * (`{n} / {total}`), in the page's language; the script fills them in. Placeholders not given
 * stay as they are, so a missing value shows rather than vanishes.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
