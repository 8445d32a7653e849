import Link from "next/link";
import type { ImageRef } from "@/media/image-ref";
import { ResponsiveImage } from "@/media/components/responsive-image";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import { HeaderBehaviour } from "./header-behaviour.client";
import { LanguageLinks } from "./language-links.client";
import { ThemeToggle } from "./theme-toggle.client";

/** Anchor links to the landing sections: from any page they lead to /#section. The logo (settings) is optional. */
export function SiteHeader({ companyName, logo, locale }: { companyName: string; logo?: ImageRef | null; locale: PublicLocale }) {
  const m = siteMessages[locale];
  const home = localizedPath(locale, "/");
  return (
    <HeaderBehaviour labels={{ menu: m.menu, closeMenu: m.closeMenu, mobileNav: m.mobileNavLabel, nav: m.nav }} home={home}>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href={home} className="flex items-center gap-3 text-lg font-bold tracking-tight">
          {logo ? <ResponsiveImage image={logo} alt="" sizes="160px" className="shrink-0" imgClassName="h-10 w-auto" /> : null}
          {companyName}
        </Link>
        <nav aria-label={m.navLabel} className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {m.nav.map((item) => (
              <li key={item.id}>
                <a href={`${home}#${item.id}`} className="transition-colors hover:text-primary">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageLinks label={m.language} current={locale} />
          <ThemeToggle labels={m.theme} />
          {/* A plain link: a full page load, so the landing page's early script scrolls smoothly to the fragment (README "Fragment scroll") */}
          <a
            href={`${home}#contact`}
            className="hidden rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90 sm:inline-flex"
          >
            {m.requestQuote}
          </a>
        </div>
      </div>
    </HeaderBehaviour>
  );
}
