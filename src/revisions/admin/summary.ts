import type { RevisionAdminMessages } from "./messages";

/** How many parts a summary line spells out before "and N more". */
const SUMMARY_PARTS = 4;

const labelOf = (part: string, m: RevisionAdminMessages) => (Object.hasOwn(m.parts, part) ? m.parts[part as keyof typeof m.parts] : m.otherPart);

/** The history's one line for a version: what its publish changed, in the admin's language. */
export function revisionSummary(changed: readonly string[], m: RevisionAdminMessages): string {
  if (changed.length === 0) return m.unchanged;
  const names = [...new Set(changed.map((part) => labelOf(part, m)))];
  const shown = names.slice(0, SUMMARY_PARTS);
  const rest = names.length - shown.length;
  return m.changed(rest > 0 ? `${shown.join(", ")} ${m.andMore(rest)}` : shown.join(", "));
}
