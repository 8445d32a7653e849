import { __iconData as menuIcon } from "lucide-react/icons/menu";
import { __iconData as xIcon } from "lucide-react/icons/x";
import type { ImageRef } from "@/media/image-ref";
import { ResponsiveImage } from "@/media/components/responsive-image";
import { messagesFor } from "@/i18n/catalogue";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import { icon } from "@/ui/icon";
import { LanguageLinks } from "./language-links";
import { SiteHeaderDom } from "./site-header.dom";
import { ThemeToggle } from "./theme-toggle";

const Menu = icon(menuIcon);
const X = icon(xIcon);

/**
 * Anchor links to the landing sections: from any page they lead to /#section. The logo (settings)
 * is optional. Opaque after 10 px of scroll and the mobile menu: site-header.controller.ts.
 * `path`: the address rendered, for the language links.
 */
export function SiteHeader({ companyName, logo, locale, path }: { companyName: string; logo?: ImageRef | null; locale: PublicLocale; path: string }) {
  const m = messagesFor(siteMessages, locale);
  const home = localizedPath(locale, "/");
  const links = m.nav.map((item) => ({ ...item, href: `${home}#${item.id}` }));
  return (
    <header
      {...{ [SiteHeaderDom.SiteHeader]: true, [SiteHeaderDom.Opaque]: "false" }}
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent bg-background/70 backdrop-blur transition-colors data-[opaque=true]:border-border data-[opaque=true]:bg-background"
    >
      <div className="relative">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <a href={home} className="flex items-center gap-3 text-lg font-bold tracking-tight">
            {logo ? <ResponsiveImage image={logo} alt="" sizes="160px" className="shrink-0" imgClassName="h-10 w-auto" /> : null}
            {companyName}
          </a>
          <nav aria-label={m.navLabel} className="hidden md:block">
            <ul className="flex items-center gap-6 text-sm font-medium">
              {links.map((item) => (
                <li key={item.id}>
                  <a href={item.href} className="transition-colors hover:text-primary">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <LanguageLinks label={m.language} current={locale} path={path} />
            <ThemeToggle labels={m.theme} />
            {/* A plain link: a full page load, so the landing page's early script (src/site/motion-scripts.ts) scrolls smoothly to the fragment */}
            <a
              href={`${home}#contact`}
              className="hidden rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90 sm:inline-flex"
            >
              {m.requestQuote}
            </a>
          </div>
        </div>
        <button
          type="button"
          {...{ [SiteHeaderDom.MenuToggle]: true, [SiteHeaderDom.Open]: "false", [SiteHeaderDom.OpenLabel]: m.menu, [SiteHeaderDom.CloseLabel]: m.closeMenu }}
          className="group absolute right-2 top-3 inline-flex size-10 items-center justify-center rounded-md md:hidden"
          aria-expanded="false"
          aria-controls="mobile-nav"
          aria-label={m.menu}
        >
          <Menu aria-hidden className="group-data-[open=true]:hidden" />
          <X aria-hidden className="hidden group-data-[open=true]:block" />
        </button>
      </div>
      <nav id="mobile-nav" hidden aria-label={m.mobileNavLabel} className="border-t bg-background md:hidden">
        <ul className="flex flex-col px-4 py-2">
          {links.map((item) => (
            <li key={item.id}>
              <a href={item.href} className="block py-3 font-medium">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
