import {
  CirclePlus,
  FolderKanban,
  GalleryHorizontal,
  Images,
  LayoutDashboard,
  Mail,
  SearchCheck,
  Settings,
  Star,
  Tags,
  Users,
  type LucideIcon,
} from "lucide-react";

import type { AdminShellMessages } from "../messages";

/** `unread`: the entry carries the inbox's unread-messages badge. */
export type NavItem = { href: string; label: keyof AdminShellMessages["nav"]; icon: LucideIcon; unread?: true };

/** The back office's sidebar (spec/admin.md §2), in display order; labels are keys of the shell's catalogue. */
export const adminNavItems: readonly NavItem[] = [
  { href: "/admin", label: "dashboard", icon: LayoutDashboard },
  { href: "/admin/projects", label: "projects", icon: FolderKanban },
  { href: "/admin/projects/new", label: "newProject", icon: CirclePlus },
  { href: "/admin/categories", label: "categories", icon: Tags },
  { href: "/admin/contact-messages", label: "contactMessages", icon: Mail, unread: true },
  { href: "/admin/reviews", label: "reviews", icon: Star },
  { href: "/admin/about-gallery", label: "aboutGallery", icon: Images },
  { href: "/admin/hero-images", label: "heroImages", icon: GalleryHorizontal },
  { href: "/admin/seo", label: "seo", icon: SearchCheck },
  { href: "/admin/settings", label: "settings", icon: Settings },
  { href: "/admin/users", label: "users", icon: Users },
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
