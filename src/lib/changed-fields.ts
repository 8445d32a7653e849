/**
 * A value as text that two equal values share whatever order their object keys came in (jsonb
 * hands keys back sorted; the form sends them as typed). Arrays keep their order: a list moved
 * is a change.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The keys, in `keys`' order, whose values differ between two versions of a record. Without a
 * `before` (the first version) every key that holds something counts as changed.
 */
export function changedFields<K extends string>(keys: readonly K[], before: Partial<Record<K, unknown>> | null, after: Partial<Record<K, unknown>>): K[] {
  if (!before) return keys.filter((key) => !isEmpty(after[key]));
  return keys.filter((key) => canonical(before[key]) !== canonical(after[key]));
}

/** Nothing in it: null, an empty string, list or object. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}
