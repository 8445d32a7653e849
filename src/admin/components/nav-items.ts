import {
  CirclePlus,
  FolderKanban,
  GalleryHorizontal,
  Handshake,
  Images,
  Link2,
  LayoutDashboard,
  Mail,
  SearchCheck,
  Settings,
  Star,
  Tags,
  Users,
  type LucideIcon,
} from "lucide-react";

import type { Area } from "@/auth/permissions";
import type { AdminShellMessages } from "../messages";

/**
 * `area`: the roles that see the entry (src/auth/permissions.ts); `unread`: it carries the inbox's
 * unread-messages badge; `leads`: the count of leads to attend to (new ones, overdue actions).
 */
export type NavItem = { href: string; label: keyof AdminShellMessages["nav"]; icon: LucideIcon; area: Area; unread?: true; leads?: true };

/** The back office's sidebar (spec/admin.md §2), in display order; labels are keys of the shell's catalogue. */
export const adminNavItems: readonly NavItem[] = [
  { href: "/admin", label: "dashboard", icon: LayoutDashboard, area: "dashboard" },
  { href: "/admin/projects", label: "projects", icon: FolderKanban, area: "content" },
  { href: "/admin/projects/new", label: "newProject", icon: CirclePlus, area: "content" },
  { href: "/admin/categories", label: "categories", icon: Tags, area: "content" },
  { href: "/admin/contact-messages", label: "contactMessages", icon: Mail, area: "enquiries", unread: true },
  { href: "/admin/leads", label: "leads", icon: Handshake, area: "enquiries", leads: true },
  { href: "/admin/reviews", label: "reviews", icon: Star, area: "reviews" },
  // Its own entry: a comercial asks customers for reviews without moderating them.
  { href: "/admin/reviews/requests", label: "reviewRequests", icon: Link2, area: "review-requests" },
  { href: "/admin/about-gallery", label: "aboutGallery", icon: Images, area: "content" },
  { href: "/admin/hero-images", label: "heroImages", icon: GalleryHorizontal, area: "content" },
  { href: "/admin/seo", label: "seo", icon: SearchCheck, area: "content" },
  { href: "/admin/settings", label: "settings", icon: Settings, area: "settings" },
  { href: "/admin/users", label: "users", icon: Users, area: "users" },
];

/**
 * The item for this path: the longest href that is the path or a parent of it, so
 * /admin/projects/new lights "Nuevo proyecto" and /admin/projects/1/edit lights "Proyectos".
 */
export function activeNavHref(pathname: string, items: readonly NavItem[] = adminNavItems): string | null {
  let best: string | null = null;
  for (const { href } of items) {
    const matches = pathname === href || (href !== "/admin" && pathname.startsWith(`${href}/`));
    if (matches && (!best || href.length > best.length)) best = href;
  }
  return best;
}

/** Cookie holding the desktop sidebar's state ("true" open, "false" collapsed), read on the server. */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Below this width the sidebar is a slide-in panel. */
export const MOBILE_QUERY = "(max-width: 767px)";
