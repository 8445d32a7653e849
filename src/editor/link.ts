/**
 * What the author typed in the link dialog, as an href the sanitiser keeps: http(s), mailto,
 * tel, a path of this site or an anchor. A bare domain gets https://, a bare address mailto:.
 * Anything else (javascript:, data:, …) is refused with null.
 */
export function normalizeLinkHref(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value.length > 8 ? value : null;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  if (value.startsWith("#")) return value;
  if (/^[^@/:]+@[^@/:]+\.[^@/:]+$/.test(value)) return `mailto:${value}`;
  // A scheme we do not allow (javascript:, data:, ftp:…).
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:]+:\d/.test(value)) return null;
  if (/^[^./][^/]*\.[a-z]{2,}(?:[:/?#]|$)/i.test(value)) return `https://${value}`;
  return null;
}
