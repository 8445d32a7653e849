/**
 * What the public side shows when a setting is empty. The spec gives the hours and the legal
 * routes; the rest are neutral Spanish placeholders for a site whose settings are not filled in.
 */
export const settingsFallbacks = {
  companyName: "Construcciones Miño",
  companyDescription:
    "Empresa de construcción y reformas en Galicia. Más de 15 años transformando viviendas y locales con calidad, plazos claros y presupuestos cerrados.",
  address: "Vigo, Pontevedra",
  phoneNumber: "+34 986 000 000",
  whatsappNumber: "+34 600 000 000",
  email: "info@example.com",
  workingHoursWeekdays: "Lun-Vie: 9h-18h",
  workingHoursSaturday: "Sáb: 9h-14h",
  privacyPolicyUrl: "/politica-de-privacidade",
  termsOfServiceUrl: "/termos-de-servico",
  servicesList: ["Reformas integrales", "Obra nueva", "Cocinas", "Baños", "Fachadas y cubiertas", "Rehabilitación"],
  quickLinksList: [
    { name: "Inicio", href: "/#home" },
    { name: "Sobre nosotros", href: "/#about" },
    { name: "Proyectos", href: "/#projects" },
    { name: "Contacto", href: "/#contact" },
  ],
} as const;
