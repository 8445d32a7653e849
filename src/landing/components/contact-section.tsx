import { Clock, Mail, MapPin, Phone } from "@/ui/icons";
import { ContactForm } from "@/contact/components/contact-form.client";
import type { PublicSettings } from "@/settings/queries";
import { messagesFor } from "@/i18n/catalogue";
import { localizedHref, type PublicLocale } from "@/i18n/locales";
import { contactFormMessages } from "@/contact/messages";
import { landingMessages } from "../messages";

export function ContactSection({ settings: s, locale }: { settings: PublicSettings; locale: PublicLocale }) {
  const l = messagesFor(landingMessages, locale);
  // A line whose setting is empty is left out: no invented contact data (docs/decisions/0009-product-decisions-where-the-spec-is-silent.md).
  // Only the e-mail address may break anywhere (it has no spaces); the rest wrap between words.
  const items = [
    s.phoneNumber && { Icon: Phone, label: l.phone, value: s.phoneNumber, href: `tel:${s.phoneNumber.replace(/[^\d+]/g, "")}`, wrap: "break-words" },
    s.email && { Icon: Mail, label: l.email, value: s.email, href: `mailto:${s.email}`, wrap: "break-all" },
    s.address && { Icon: MapPin, label: l.address, value: s.address, href: s.mapUrl ?? undefined, wrap: "break-words" },
  ].filter((item) => !!item);
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-16 bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div data-reveal className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="contact-title" className="text-3xl font-bold sm:text-4xl">
            {l.contactTitle}
          </h2>
          <p className="mt-4 text-muted-foreground">{l.contactIntro}</p>
        </div>
        <div data-reveal-stagger className="grid gap-10 lg:grid-cols-3">
          <div data-reveal className="space-y-6">
            {items.map(({ Icon, label, value, href, wrap }) => (
              <div key={label} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold">{label}</h3>
                  {href ? (
                    <a href={href} className={`${wrap} text-muted-foreground hover:text-foreground`}>
                      {value}
                    </a>
                  ) : (
                    <p className={`${wrap} text-muted-foreground`}>{value}</p>
                  )}
                </div>
              </div>
            ))}
            <div className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Clock className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{l.hours}</h3>
                <p className="text-muted-foreground">{s.workingHoursWeekdays}</p>
                <p className="text-muted-foreground">{s.workingHoursSaturday}</p>
              </div>
            </div>
          </div>
          <div data-reveal className="rounded-xl border bg-background p-6 shadow-sm lg:col-span-2">
            <ContactForm
              messages={contactFormMessages(locale)}
              notice={{ controller: s.legalName ?? s.companyName, privacyHref: localizedHref(locale, s.privacyPolicyUrl) }}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
