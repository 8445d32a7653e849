"use client";
import { __iconData as menuIcon } from "lucide-react/icons/menu";
import { __iconData as xIcon } from "lucide-react/icons/x";
import { icon } from "@/ui/icon";
import { useEffect, useState, type ReactNode } from "react";

const Menu = icon(menuIcon);
const X = icon(xIcon);

const OPAQUE_AFTER_PX = 10;

/**
 * The header's only interactive parts: opaque after 10 px of scroll and a mobile menu. (The
 * spec's smooth scroll to the address's fragment runs before hydration: site/motion-scripts.ts.)
 */
export type HeaderLabels = { menu: string; closeMenu: string; mobileNav: string; nav: readonly { id: string; label: string }[] };

/** `home`: the landing page in the page's language, whose sections the menu links to. */
export function HeaderBehaviour({ labels: m, home, children }: { labels: HeaderLabels; home: string; children: ReactNode }) {
  const [opaque, setOpaque] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setOpaque(window.scrollY > OPAQUE_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header
      data-opaque={opaque || open}
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent bg-background/70 backdrop-blur transition-colors data-[opaque=true]:border-border data-[opaque=true]:bg-background"
    >
      <div className="relative">
        {children}
        <button
          type="button"
          className="absolute right-2 top-3 inline-flex size-10 items-center justify-center rounded-md md:hidden"
          aria-expanded={open}
          aria-controls="mobile-nav"
          aria-label={open ? m.closeMenu : m.menu}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label={m.mobileNav} className="border-t bg-background md:hidden">
          <ul className="flex flex-col px-4 py-2">
            {m.nav.map((item) => (
              <li key={item.id}>
                <a href={`${home}#${item.id}`} className="block py-3 font-medium" onClick={() => setOpen(false)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
