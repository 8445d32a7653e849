/** The pure parts of the projects section's controller (`projects-section.controller.ts`), testable without a DOM. */

/**
 * Which cards an address shows: its filter and page as the server reads them (`?categoria=` and
 * `?pagina=`, page 1 when absent), so `?pagina=1` and no page are the same, and a fragment or an
 * unrelated parameter changes nothing.
 */
export function positionKey(search: string): string {
  const params = new URLSearchParams(search);
  return `${params.get("categoria") ?? ""}|${params.get("pagina") ?? "1"}`;
}

/**
 * A counted phrase in the page's language: `forms.one` or `forms.other` as the language's plural
 * rules pick, with `#` as the formatted number ("12 proyectos más cargados.").
 */
export function countPhrase(lang: string, n: number, forms: { one: string; other: string }): string {
  let rules: Intl.PluralRules;
  let numbers: Intl.NumberFormat;
  try {
    rules = new Intl.PluralRules(lang);
    numbers = new Intl.NumberFormat(lang);
  } catch {
    rules = new Intl.PluralRules("es");
    numbers = new Intl.NumberFormat("es");
  }
  return (rules.select(n) === "one" ? forms.one : forms.other).replaceAll("#", numbers.format(n));
}

/** A plain left click: anything else (a new tab or window, a download) is the browser's. */
export function isPlainClick(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
