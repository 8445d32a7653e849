/**
 * Who may use what in the back office: the one table every check reads (server actions, pages,
 * route handlers, the sidebar and the dashboard). Pure data and functions: the sidebar (a client
 * component) reads it too, to leave out what the person's role may not open.
 */

/** The staff roles, most powerful first. A person has exactly one of them, or none (no access). */
export const STAFF_ROLES = ["admin", "editor", "comercial"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Parts of the back office, each granted to a set of roles. */
export type Area =
  /** The dashboard itself (each of its cards also needs the area of what it shows). */
  | "dashboard"
  /** The person's own account: the panel's language. */
  | "account"
  /** Projects, categories, blocks, media, videos, hero images, About gallery, SEO tools, translations to review. */
  | "content"
  /** Reviews: adding, editing, publishing, hiding, replying to and deleting them. */
  | "reviews"
  /** Links that ask a customer for a review: a customer-relationship task, so sales staff may send them too. */
  | "review-requests"
  /** Contact messages and every other enquiry. */
  | "enquiries"
  /** Site settings (company identity, SMTP, legal details, site texts) and the first-run setup. */
  | "settings"
  /** People and their roles. */
  | "users";

export const PERMISSIONS: Readonly<Record<Area, readonly StaffRole[]>> = {
  dashboard: ["admin", "editor", "comercial"],
  account: ["admin", "editor", "comercial"],
  content: ["admin", "editor"],
  reviews: ["admin", "editor"],
  "review-requests": ["admin", "editor", "comercial"],
  enquiries: ["admin", "comercial"],
  settings: ["admin"],
  users: ["admin"],
};

export const AREAS = Object.keys(PERMISSIONS) as Area[];

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

/**
 * The role stored in `user.role`. better-auth's admin plugin writes a comma-separated list ("user"
 * for a new account); the app writes exactly one staff role or "user". A list that names several
 * staff roles (written by hand) counts as the most powerful of them.
 */
export function roleOf(stored: string | null | undefined): StaffRole | null {
  const named = (stored ?? "").split(",").map((r) => r.trim());
  return STAFF_ROLES.find((role) => named.includes(role)) ?? null;
}

/** Whether a person (or a role) may use an area; no one, and no role, may use none. */
export function can(who: { role: StaffRole | null } | StaffRole | null | undefined, area: Area): boolean {
  const role = typeof who === "object" && who !== null ? who.role : who;
  return !!role && PERMISSIONS[area].includes(role);
}

/**
 * The area of an audit-log entry, by the first part of its action's name ("project.create" →
 * "project"): the dashboard's activity feed shows a person only what their role may use. Every
 * registered action's name must map to its own area (tests/integration/staff-roles.test.ts).
 */
export const AUDIT_AREAS: Readonly<Record<string, Area>> = {
  project: "content",
  "project-image": "content",
  "project-video": "content",
  "project-preview": "content",
  "project-revision": "content",
  block: "content",
  category: "content",
  "hero-image": "content",
  "about-image": "content",
  review: "reviews",
  "review-request": "review-requests",
  "contact-message": "enquiries",
  lead: "enquiries",
  settings: "settings",
  demo: "settings",
  user: "users",
};

/** The action-name prefixes of the audit entries a role may read in the activity feed. */
export function auditPrefixesFor(role: StaffRole | null): string[] {
  return Object.entries(AUDIT_AREAS)
    .filter(([, area]) => can(role, area))
    .map(([prefix]) => prefix);
}

export const auditPrefixOf = (action: string) => action.split(".")[0];
