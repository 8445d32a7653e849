import Link from "next/link";
import { siteMessages as m } from "@/messages/site";
import { HeaderBehaviour } from "./header-behaviour.client";
import { ThemeToggle } from "./theme-toggle.client";

/** Anchor links to the landing sections: from any page they lead to /#section. */
export function SiteHeader({ companyName }: { companyName: string }) {
  return (
    <HeaderBehaviour>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="text-lg font-bold tracking-tight">
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
          <a
            href="/#contact"
            className="hidden rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90 sm:inline-flex"
          >
            {m.requestQuote}
          </a>
        </div>
      </div>
    </HeaderBehaviour>
  );
}
