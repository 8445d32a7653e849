export type RangeRequest = { kind: "none" } | { kind: "unsatisfiable" } | { kind: "range"; start: number; end: number };

/**
 * An HTTP `Range: bytes=…` header resolved against an object of `size` bytes. Multiple
 * ranges and malformed headers count as no range: a full 200 is always a valid answer.
 */
export function parseRange(header: string | null | undefined, size: number): RangeRequest {
  if (!header) return { kind: "none" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "none" };
  const [, first, last] = match;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "range", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return { kind: "none" };
  if (start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: "range", start, end };
}
