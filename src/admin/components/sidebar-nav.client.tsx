"use client";
import { ExternalLink, HardHat, LogOut } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Tooltip } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { SignOutButton } from "@/auth/admin/sign-out-button.client";
import { useMessages } from "@/i18n/locale-context.client";
import { cn } from "@/lib/cn";
import { can, type StaffRole } from "@/auth/permissions";
import { activeNavHref, adminNavItems } from "./nav-items";

/** A label shown beside the icon, or only to screen readers (and as a tooltip) when collapsed. */
function ItemLabel({ collapsed, children }: { collapsed: boolean; children: string }) {
  return <span className={cn("truncate", collapsed && "sr-only")}>{children}</span>;
}

function WithTooltip({ collapsed, label, children }: { collapsed: boolean; label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      {collapsed ? (
        <Tooltip.Portal>
          <Tooltip.Content side="right" sideOffset={8} className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md">
            {label}
          </Tooltip.Content>
        </Tooltip.Portal>
      ) : null}
    </Tooltip.Root>
  );
}

const itemClass = (collapsed: boolean) =>
  cn(
    "flex h-9 w-full items-center gap-3 rounded-md px-2.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0",
    collapsed && "justify-center px-0",
  );

type Props = { role: StaffRole; collapsed: boolean; companyName: string; inboxBadge: ReactNode; leadsBadge?: ReactNode; onNavigate?: () => void };

/**
 * The sidebar's content, shared by the desktop column and the mobile panel. The company's name
 * wraps (up to three lines; a longer one ends in an ellipsis with the whole name as its tooltip,
 * and whole for screen readers) rather than being cut on one line.
 */
export function SidebarNav({ role, collapsed, companyName, inboxBadge, leadsBadge, onNavigate }: Props) {
  const pathname = usePathname();
  // Only what the role may open: an item it may not would lead to Access Denied.
  const items = adminNavItems.filter((item) => can(role, item.area));
  const active = activeNavHref(pathname, items);
  const m = useMessages("adminShell");
  return (
    <div data-collapsed={collapsed} className="group/sidebar flex h-full min-h-0 flex-col">
      <div className={cn("flex min-h-14 shrink-0 items-center gap-2 border-b px-3", collapsed && "justify-center px-0")}>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground" aria-hidden>
          <HardHat className="size-4" />
        </span>
        <span className={cn("min-w-0 leading-tight", collapsed && "sr-only")}>
          <span className="line-clamp-3 text-sm font-semibold break-words" title={companyName} data-company-name>
            {companyName}
          </span>
          <span className="block truncate text-xs text-muted-foreground">{m.panel}</span>
        </span>
      </div>

      <nav aria-label={m.navLabel} className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden p-2">
        <ul className="flex flex-col gap-1">
          {items.map(({ href, label: key, icon: Icon, unread, leads }) => {
            const current = href === active;
            const label = m.nav[key];
            return (
              <li key={href}>
                <WithTooltip collapsed={collapsed} label={label}>
                  <Link
                    href={href}
                    aria-current={current ? "page" : undefined}
                    onClick={onNavigate}
                    className={cn(
                      itemClass(collapsed),
                      (unread || leads) && "relative",
                      current && "bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary",
                    )}
                  >
                    <Icon aria-hidden />
                    <ItemLabel collapsed={collapsed}>{label}</ItemLabel>
                    {unread ? inboxBadge : null}
                    {leads ? leadsBadge : null}
                  </Link>
                </WithTooltip>
              </li>
            );
          })}
        </ul>
      </nav>

      {/* Toasts rise above it where they share its column (the phone's panel). */}
      <div data-toast-clearance className="flex shrink-0 flex-col gap-1 border-t p-2">
        <WithTooltip collapsed={collapsed} label={m.viewSite}>
          <Link href="/" onClick={onNavigate} className={itemClass(collapsed)}>
            <ExternalLink aria-hidden />
            <ItemLabel collapsed={collapsed}>{m.viewSite}</ItemLabel>
          </Link>
        </WithTooltip>
        <WithTooltip collapsed={collapsed} label={m.signOut}>
          <SignOutButton variant="ghost" className={cn(itemClass(collapsed), "justify-start", collapsed && "justify-center")}>
            <LogOut aria-hidden />
            <ItemLabel collapsed={collapsed}>{m.signOut}</ItemLabel>
          </SignOutButton>
        </WithTooltip>
      </div>
    </div>
  );
}
