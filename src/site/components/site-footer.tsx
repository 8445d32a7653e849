import { Clock, Mail, MapPin, Phone } from "@/ui/icons";
import { messagesFor } from "@/i18n/catalogue";
import { localizedHref, type PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import type { PublicSettings } from "@/settings/queries";
import { ACCESSIBILITY_PATH, NOTICE_PATH } from "@/legal/constants";
import { FacebookIcon, InstagramIcon, LinkedinIcon } from "./social-icons";

export function SiteFooter({ settings: s, locale }: { settings: PublicSettings; locale: PublicLocale }) {
  const m = messagesFor(siteMessages, locale);
  const socials = [
    { href: s.facebookUrl, label: "Facebook", Icon: FacebookIcon },
    { href: s.instagramUrl, label: "Instagram", Icon: InstagramIcon },
    { href: s.linkedinUrl, label: "LinkedIn", Icon: LinkedinIcon },
  ].filter((x): x is typeof x & { href: string } => Boolean(x.href));
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 text-lg font-bold">
            {s.companyName}
          </h2>
          <p className="text-sm text-muted-foreground">{s.companyDescription}</p>
          {socials.length > 0 && (
            <ul className="mt-4 flex gap-3" aria-label={m.footer.follow}>
              {socials.map(({ href, label, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="inline-flex size-10 items-center justify-center rounded-full border hover:bg-accent"
                  >
                    <Icon className="size-4" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 font-semibold">
            {m.footer.contact}
          </h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            {/* Empty contact settings leave their line out: no invented data in public. */}
            {s.phoneNumber && (
              <li className="flex gap-2">
                <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
                <a href={`tel:${s.phoneNumber.replace(/[^\d+]/g, "")}`} className="hover:text-foreground">
                  {s.phoneNumber}
                </a>
              </li>
            )}
            {s.email && (
              <li className="flex gap-2">
                <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
                <a href={`mailto:${s.email}`} className="break-all hover:text-foreground">
                  {s.email}
                </a>
              </li>
            )}
            {s.address && (
              <li className="flex gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
                {s.mapUrl ? (
                  <a href={s.mapUrl} target="_blank" rel="noopener noreferrer" className="hover:text-foreground">
                    {s.address}
                  </a>
                ) : (
                  <span>{s.address}</span>
                )}
              </li>
            )}
            <li className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                {s.workingHoursWeekdays}
                <br />
                {s.workingHoursSaturday}
              </span>
            </li>
          </ul>
          <p className="mt-3 text-sm font-medium">{m.footer.reply}</p>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-3 font-semibold">
            {m.footer.services}
          </h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            {s.servicesList.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 font-semibold">
            {m.footer.quickLinks}
          </h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            {s.quickLinksList.map((link) => (
              <li key={`${link.name}-${link.href}`}>
                <a href={localizedHref(locale, link.href)} className="hover:text-foreground">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t">
        {/* pb-24 / sm:pr-24: at the page's end the floating chat button (56 px, 20 px from the
            corner) sits beside the legal links, not over them. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pb-24 pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pb-6 sm:pr-24">
          <p>
            © {year} {s.legalName ?? s.companyName}
            {s.taxId ? ` (${m.footer.taxId} ${s.taxId})` : ""}. {m.footer.rights}
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <a href={localizedHref(locale, NOTICE_PATH)} className="hover:text-foreground">
                {m.footer.legalNotice}
              </a>
            </li>
            <li>
              <a href={localizedHref(locale, s.privacyPolicyUrl)} className="hover:text-foreground">
                {m.footer.privacy}
              </a>
            </li>
            <li>
              <a href={localizedHref(locale, s.termsOfServiceUrl)} className="hover:text-foreground">
                {m.footer.terms}
              </a>
            </li>
            <li>
              <a href={localizedHref(locale, ACCESSIBILITY_PATH)} className="hover:text-foreground">
                {m.footer.accessibility}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
