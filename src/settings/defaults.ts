/**
 * What the public side shows when a setting is empty. The spec gives the hours and the legal
 * routes; the rest are neutral Spanish placeholders for a site whose settings are not filled in.
 * Contact data (address, phone, WhatsApp, e-mail) has no fallback: an invented address or number
 * would be published as the company's own, so an empty one hides its line or button instead
 * (docs/decisions/0009-product-decisions-where-the-spec-is-silent.md).
 */
export const settingsFallbacks = {
  companyName: "Construcciones Miño",
  companyDescription:
    "Empresa de construcción y reformas en Galicia. Más de 15 años transformando viviendas y locales con calidad, plazos claros y presupuestos cerrados.",
  workingHoursWeekdays: "Lun-Vie: 9h-18h",
  workingHoursSaturday: "Sáb: 9h-14h",
  privacyPolicyUrl: "/politica-de-privacidade",
  termsOfServiceUrl: "/termos-de-servico",
  /** The company's own guarantees in years (spec public-site §2: structural 2, finishing and installations 1). */
  guaranteeStructuralYears: 2,
  guaranteeFinishingYears: 1,
  /** The structured data's rating: the spec's fixed 4.8 from 127 until the company chooses its published reviews. */
  ratingSource: "fixed",
  /** How long an enquiry that was not won stays visible after its last activity, then how long it stays blocked before it is erased (LOPDGDD art. 32). */
  leadRetentionMonths: 24,
  leadBlockingMonths: 36,
  servicesList: ["Reformas integrales", "Obra nueva", "Cocinas", "Baños", "Fachadas y cubiertas", "Rehabilitación"],
  quickLinksList: [
    { name: "Inicio", href: "/#home" },
    { name: "Sobre nosotros", href: "/#about" },
    { name: "Proyectos", href: "/#projects" },
    { name: "Contacto", href: "/#contact" },
  ],
} as const;

/** The range a guarantee may take in the settings, in whole years (0: the company gives none beyond the law's). */
export const GUARANTEE_YEARS = { min: 0, max: 30 } as const;

/**
 * The enquiries' periods in whole months. Six months at least: a quote is often answered after
 * weeks. Blocking one year at least and ten at most: the periods in which a claim about the
 * enquiry may still come (consumer, tax and data-protection claims).
 */
export const LEAD_RETENTION_MONTHS = { min: 6, max: 120 } as const;
export const LEAD_BLOCKING_MONTHS = { min: 12, max: 120 } as const;
