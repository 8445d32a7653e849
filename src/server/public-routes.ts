/**
 * The one table of the site's addresses: which are public pages, which of those the page cache
 * keeps (and under which query parameters), and which redirect permanently. The proxy, the page
 * cache, the runtime strip, page status and the permanent redirects all decide from here, and
 * the language prefixes come from src/i18n/locales.ts: a new public page or language is one entry.
 *
 * Pure (no Node APIs): the proxy runs it inside Next's bundle and the server outside it.
 */
import { localeOfPath, localizedPath, type PublicLocale } from "@/i18n/locales";
import { FRAMEWORK_PATH_PREFIX } from "./next-internals";

/** Served by route handlers or as files, never a page: no page policy, no cache, no strip. */
export const SERVICE_PREFIXES = [FRAMEWORK_PATH_PREFIX, "/_site", "/api", "/media", "/sitemaps"];
/** Files at the root (public/ and the robots and sitemap routes). A test keeps this list equal to public/. */
export const ROOT_FILES = ["/favicon.ico", "/placeholder-admin.svg", "/placeholder.svg", "/robots.txt", "/sitemap.xml", "/sw.js"];
/** The back office and its sign-in: pages, but never public ones (they keep Next's runtime). */
const STAFF_PREFIXES = ["/admin", "/auth"];

/** A query parameter a kept page reads: the value to key on, or null to drop it. */
type QueryRule = (value: string) => string | null;

export type PublicRoute = {
  name: string;
  /** The unprefixed (Spanish) path; `:slug` stands for one slug segment. */
  path: string;
  /** Kept by the page cache, keyed on the path and these parameters; false: rendered per request. */
  kept: false | { query?: Record<string, QueryRule> };
  /** Its old addresses redirect permanently (answered 301, see permanent-redirects.ts). */
  movedPermanently?: true;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug =
  (maxLength: number): QueryRule =>
  (value) =>
    value.length <= maxLength && SLUG.test(value) ? value : null;
/** A page number past the first (1 is the page without the parameter). */
const laterPage: QueryRule = (value) => (/^[1-9][0-9]{0,5}$/.test(value) && value !== "1" ? value : null);

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { name: "landing", path: "/", kept: { query: { categoria: slug(100), pagina: laterPage } } },
  { name: "project", path: "/projeto/:slug", kept: {}, movedPermanently: true },
  { name: "reviews", path: "/opiniones", kept: { query: { pagina: laterPage } } },
  { name: "privacy", path: "/politica-de-privacidade", kept: {} },
  { name: "terms", path: "/termos-de-servico", kept: {} },
  { name: "notice", path: "/aviso-legal", kept: {} },
  { name: "accessibility", path: "/declaracion-de-accesibilidad", kept: {} },
  { name: "search", path: "/buscar", kept: false },
  // One customer's form, reached through a review request link: never kept (src/reviews/request-link.ts).
  { name: "review", path: "/resena", kept: false },
  // A project's preview, reached through a preview link: never kept (src/previews/open-link.ts).
  { name: "preview", path: "/vista-previa", kept: false },
  // The quote request form: never kept, it shows the answer to the visitor's own post (src/leads/quote/answer-cookie.ts).
  { name: "quote", path: "/presupuesto", kept: false },
];

const SLUG_SEGMENT_MAX = 200;

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The path of a request target, without its query string. */
export const pathOf = (url: string): string => {
  const at = url.search(/[?#]/);
  return at === -1 ? url : url.slice(0, at);
};

export type PathKind = "service" | "staff" | "public";

/** What a path is: a file or route handler, a staff page, or a public page (a known one or its not-found screen). */
export function pathKind(pathname: string): PathKind {
  if (ROOT_FILES.includes(pathname) || SERVICE_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return "service";
  if (STAFF_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return "staff";
  return "public";
}

export const isPublicPage = (pathname: string): boolean => pathKind(pathname) === "public";

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return false;
  return want.every((segment, i) => (segment === ":slug" ? got[i].length <= SLUG_SEGMENT_MAX && SLUG.test(got[i]) : segment === got[i]));
}

/** The public route a path (any language) is, with its language and unprefixed path; null for none. */
export function publicRoute(pathname: string): { route: PublicRoute; locale: PublicLocale; path: string } | null {
  if (!isPublicPage(pathname)) return null;
  const { locale, path } = localeOfPath(pathname);
  const route = PUBLIC_ROUTES.find((candidate) => matches(candidate.path, path));
  return route ? { route, locale, path } : null;
}

/**
 * The key a kept page is stored under (also the path it is rendered at), or null when the
 * address is not a kept page. Only the parameters the page reads, in the table's order, survive.
 */
export function keptPageKey(url: string): string | null {
  const found = publicRoute(pathOf(url));
  if (!found || !found.route.kept) return null;
  const q = url.indexOf("?");
  const given = new URLSearchParams(q < 0 ? "" : url.slice(q + 1));
  const kept = new URLSearchParams();
  for (const [name, rule] of Object.entries(found.route.kept.query ?? {})) {
    const value = given.get(name);
    const keyed = value === null ? null : rule(value);
    if (keyed !== null) kept.set(name, keyed);
  }
  const query = kept.toString();
  return localizedPath(found.locale, query ? `${found.path}?${query}` : found.path);
}

/**
 * Files the page cache keeps like pages, by exact path: the sitemap index and its files (built
 * from the database, read by crawlers in bursts). Key: the path alone.
 */
const KEPT_FILES = [/^\/sitemap\.xml$/, /^\/sitemaps\/[1-9][0-9]{0,8}\.xml\.gz$/];

export function keptFileKey(url: string): string | null {
  const path = pathOf(url);
  return KEPT_FILES.some((pattern) => pattern.test(path)) ? path : null;
}

/** True for a page whose old addresses redirect permanently (a trailing slash is Next's own redirect). */
export function movesPermanently(pathname: string): boolean {
  const found = publicRoute(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
  return Boolean(found?.route.movedPermanently);
}
