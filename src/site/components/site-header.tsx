import Link from "next/link";
import type { ImageRef } from "@/media/image-ref";
import { ResponsiveImage } from "@/media/components/responsive-image";
import { siteMessages as m } from "@/messages/site";
import { HeaderBehaviour } from "./header-behaviour.client";
import { ThemeToggle } from "./theme-toggle.client";

/** Anchor links to the landing sections: from any page they lead to /#section. The logo (settings) is optional. */
export function SiteHeader({ companyName, logo }: { companyName: string; logo?: ImageRef | null }) {
  return (
    <HeaderBehaviour>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-3 text-lg font-bold tracking-tight">
          {logo ? <ResponsiveImage image={logo} alt="" sizes="160px" className="shrink-0" imgClassName="h-10 w-auto" /> : null}
          {companyName}
        </Link>
        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {m.nav.map((item) => (
              <li key={item.id}>
                <a href={`/#${item.id}`} className="transition-colors hover:text-primary">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load, so the landing page's early script scrolls smoothly to the fragment (README "Fragment scroll") */}
          <a href="/#contact" className="hidden rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90 sm:inline-flex">
            {m.requestQuote}
          </a>
        </div>
      </div>
    </HeaderBehaviour>
  );
}
