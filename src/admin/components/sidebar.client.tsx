"use client";
import { Menu, PanelLeft } from "lucide-react";
import { Dialog, Tooltip } from "radix-ui";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useMessages } from "@/i18n/locale-context.client";
import { Button } from "@/ui/button";
import { MOBILE_QUERY, SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "./nav-items";
import { SidebarNav } from "./sidebar-nav.client";
import type { StaffRole } from "@/auth/permissions";

type Props = {
  defaultOpen: boolean;
  email: string;
  role: StaffRole;
  companyName: string;
  inboxBadge: ReactNode;
  /** The count on "Oportunidades" (app/admin/@leads). */
  leadsBadge?: ReactNode;
  languageSwitcher: ReactNode;
  children: ReactNode;
};

function saveState(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * Desktop: a 16rem column that collapses to 3rem of icons, state kept in a 7-day cookie.
 * Below 768px: an 18rem slide-in panel (a modal dialog) opened from the top bar.
 * Ctrl/Cmd+B toggles whichever applies.
 */
export function SidebarFrame({ defaultOpen, email, role, companyName, inboxBadge, leadsBadge, languageSwitcher, children }: Props) {
  const m = useMessages("adminShell");
  const [open, setOpenState] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    saveState(value);
  }, []);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) setOpenMobile((v) => !v);
    else setOpen(!open);
  }, [open, setOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      // Bold in a rich-text editor wins.
      if (event.defaultPrevented || (event.target instanceof HTMLElement && event.target.isContentEditable)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  // A panel left open while the window grows past the breakpoint would trap focus unseen.
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => !query.matches && setOpenMobile(false);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const state = open ? "expanded" : "collapsed";
  return (
    <Tooltip.Provider delayDuration={0}>
      <div data-sidebar-state={state} className="flex min-h-svh w-full bg-background">
        <aside
          id="admin-sidebar"
          aria-label={m.sidebarLabel}
          data-state={state}
          className="sticky top-0 hidden h-svh shrink-0 overflow-hidden border-r bg-muted/40 transition-[width] duration-200 ease-out data-[state=collapsed]:w-12 data-[state=expanded]:w-64 md:block"
        >
          <SidebarNav role={role} collapsed={!open} companyName={companyName} inboxBadge={inboxBadge} leadsBadge={leadsBadge} />
        </aside>

        <Dialog.Root open={openMobile} onOpenChange={setOpenMobile}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity starting:opacity-0 md:hidden" />
            <Dialog.Content
              id="admin-sidebar-mobile"
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r bg-background shadow-xl transition-transform duration-200 ease-out starting:-translate-x-full md:hidden"
            >
              <Dialog.Title className="sr-only">{m.menuTitle}</Dialog.Title>
              <SidebarNav
                role={role}
                collapsed={false}
                companyName={companyName}
                inboxBadge={inboxBadge}
                leadsBadge={leadsBadge}
                onNavigate={() => setOpenMobile(false)}
              />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-40 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4">
            <Button
              variant="ghost"
              size="icon"
              className="size-9 md:hidden"
              aria-label={m.openMenu}
              aria-haspopup="dialog"
              aria-expanded={openMobile}
              aria-controls="admin-sidebar-mobile"
              onClick={() => setOpenMobile(true)}
            >
              <Menu aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="hidden size-9 md:inline-flex"
              aria-label={open ? m.collapse : m.expand}
              title={open ? m.collapseHint : m.expandHint}
              aria-expanded={open}
              aria-controls="admin-sidebar"
              onClick={() => setOpen(!open)}
            >
              <PanelLeft aria-hidden />
            </Button>
            <div className="ml-auto">{languageSwitcher}</div>
            <p className="min-w-0 truncate text-sm text-muted-foreground" title={email}>
              <span className="sr-only">{m.signedInAs}</span>
              {email}
            </p>
          </header>
          {/* Room at the end (pb-32) to scroll the last controls clear of the toasts at the bottom right. */}
          <main id="admin-main" className="mx-auto w-full max-w-7xl flex-1 p-4 pb-32 sm:p-6 sm:pb-32 lg:p-8 lg:pb-32">
            {children}
          </main>
        </div>
      </div>
    </Tooltip.Provider>
  );
}
