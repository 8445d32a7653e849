/**
 * Next's `next/headers` for the integration files that call server actions: the request they read
 * the session, the language and the address from. Such a file mocks Next's module with this one, at
 * its top (vi.mock is hoisted there, and must be written in the file itself):
 *
 *   vi.mock("next/headers", () => import("./support/next-headers"));
 *
 * and says whose request it is with `requestAs` (the `admin` fixture signs its admin in).
 */
export const request = { headers: new Headers(), cookies: new Map<string, string>() };

export async function headers(): Promise<Headers> {
  return request.headers;
}

/** Only what the actions use: the language action sets a cookie; the review form reads its link's and drops it. */
export async function cookies() {
  return {
    set: (name: string, value: string) => void request.cookies.set(name, value),
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
    delete: (cookie: string | { name: string }) => void request.cookies.delete(typeof cookie === "string" ? cookie : cookie.name),
  };
}

/** The next requests carry this session cookie (none: a visitor's), with any other headers given. */
export function requestAs(cookie: string | null, other: Record<string, string> = {}): void {
  request.headers = new Headers(cookie ? { cookie, ...other } : other);
}
