import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { ContactForm } from "@/contact/components/contact-form.client";
import type { PublicSettings } from "@/settings/queries";

export function ContactSection({ settings: s }: { settings: PublicSettings }) {
  const items = [
    { Icon: Phone, label: "Teléfono", value: s.phoneNumber, href: `tel:${s.phoneNumber.replace(/[^\d+]/g, "")}` },
    { Icon: Mail, label: "Correo electrónico", value: s.email, href: `mailto:${s.email}` },
    { Icon: MapPin, label: "Dirección", value: s.address, href: s.mapUrl ?? undefined },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-16 bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="contact-title" className="text-3xl font-bold sm:text-4xl">
            Contacto
          </h2>
          <p className="mt-4 text-muted-foreground">Cuéntenos su proyecto y le preparamos un presupuesto sin compromiso.</p>
        </div>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="space-y-6">
            {items.map(({ Icon, label, value, href }) => (
              <div key={label} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{label}</h3>
                  {href ? (
                    <a href={href} className="break-all text-muted-foreground hover:text-foreground">
                      {value}
                    </a>
                  ) : (
                    <p className="text-muted-foreground">{value}</p>
                  )}
                </div>
              </div>
            ))}
            <div className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Clock className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">Horario</h3>
                <p className="text-muted-foreground">{s.workingHoursWeekdays}</p>
                <p className="text-muted-foreground">{s.workingHoursSaturday}</p>
              </div>
            </div>
          </div>
          <div className="rounded-xl border bg-background p-6 shadow-sm lg:col-span-2">
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
