// Which address a request came from. Without a trusted proxy it is the socket's; behind one
// (TRUST_PROXY=true) it is the entry the proxy appended to X-Forwarded-For — the right-most one.
// Entries to its left were written by the client and prove nothing: taking the left-most let one
// script pose as a new visitor on every request. Exactly one proxy hop is trusted.

/** The address to put in `x-forwarded-for` before anything (rate limits, better-auth) reads it. */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustProxy: boolean): string {
  if (!trustProxy) return socketAddress ?? "";
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? socketAddress ?? "";
}
