/**
 * The terms of service in Spanish: their words only (./index.ts gives them their structure and
 * the business constants: days of validity, years of guarantee, the courts' city). The Galician
 * and English texts have this shape; a list's items are in the same order in each.
 */
export const es = {
  title: "Términos de servicio",
  description: (days: number) =>
    `Condiciones de uso de la web y de nuestros servicios de construcción y reforma: presupuestos válidos ${days} días, garantías, pagos y jurisdicción.`,
  intro: (company: string) =>
    `Estos términos regulan el uso de este sitio web y las condiciones generales con las que ${company} presta sus servicios de construcción y reforma. ` +
    "Las condiciones particulares de cada obra se recogen en su presupuesto y, cuando lo haya, en el contrato firmado; en caso de discrepancia, prevalecen estas últimas.",
  identification: {
    title: "Identificación y aceptación",
    /** `seat`: " con domicilio en …" or nothing; before "en info@…" / "en nuestro formulario de contacto". */
    owner: (company: string, seat: string) => `Este sitio web pertenece a ${company}, empresa de construcción y reformas${seat}. Puede contactar con nosotros `,
    /** Between the address (or form) and the phone number. */
    orPhone: " o en el teléfono ",
    /** Before the link to the privacy policy. */
    acceptance: "El uso del sitio implica la aceptación de estos términos. El tratamiento de sus datos personales se explica en nuestra ",
    privacyLink: "Política de privacidad",
  },
  services: {
    title: "Servicios",
    text:
      "Realizamos obra nueva, reformas integrales y parciales, cocinas y baños, fachadas y cubiertas, y rehabilitación de viviendas y locales en Galicia. " +
      "La información y las imágenes de proyectos que se muestran en este sitio son orientativas y no constituyen una oferta vinculante: cada obra se estudia y se presupuesta de forma individual.",
  },
  budgets: {
    title: "Presupuestos",
    free: "Los presupuestos son gratuitos y sin compromiso, y se elaboran tras visitar la obra o estudiar la documentación que nos facilite.",
    validity: (days: number) => `Cada presupuesto es válido durante ${days} días desde su fecha de emisión. Pasado ese plazo, los precios pueden revisarse.`,
    scope: "El presupuesto detalla las partidas incluidas; cualquier trabajo que no figure en él se considera excluido.",
    changes:
      "Las modificaciones que usted solicite durante la obra, y los imprevistos que no pudieran conocerse antes de empezar (por ejemplo, daños ocultos en estructuras o instalaciones), " +
      "se presupuestan aparte y solo se ejecutan con su aprobación por escrito.",
  },
  execution: {
    title: "Contratación y ejecución de las obras",
    items: [
      "La obra se contrata por escrito, con la aceptación del presupuesto y, cuando corresponda, un contrato que recoge el alcance de los trabajos, el precio, el calendario de pagos y el plazo estimado.",
      "Los plazos de ejecución son estimados y pueden verse afectados por causas ajenas a nosotros: el tiempo, los retrasos de los suministradores, la tramitación de licencias o los cambios que pida el cliente. " +
        "Le avisaremos de cualquier retraso en cuanto lo conozcamos.",
      "Salvo pacto en contrario, la solicitud de licencias y permisos municipales corresponde al cliente; podemos ayudarle a tramitarlos.",
      "Al terminar la obra la revisamos juntos y firmamos la recepción de los trabajos, con las observaciones que procedan.",
    ],
  },
  payments: {
    title: "Precios y forma de pago",
    items: [
      "Los precios se expresan en euros; el presupuesto indica si incluyen el IVA y el tipo aplicable.",
      "Aceptamos el pago en efectivo (dentro de los límites legales), con tarjeta de crédito y por transferencia bancaria.",
      "El calendario de pagos se fija en el presupuesto o en el contrato, normalmente con un anticipo al inicio y pagos parciales según el avance de la obra.",
      "El retraso en los pagos acordados puede dar lugar a la suspensión de los trabajos, previo aviso por escrito.",
    ],
  },
  guarantees: {
    title: "Garantías",
    /** The company's own guarantees (settings); a guarantee of 0 years is left out. */
    lead: "Sobre los trabajos que ejecutamos ofrecemos, como garantía propia:",
    /** When the settings give no guarantee of the company's own (both 0 years). */
    noOwn: "No ofrecemos garantías comerciales propias además de las que establece la ley.",
    /** A guarantee's length (`plural`, # is the number). */
    years: { one: "# año", other: "# años" },
    structural: (years: string) => `Garantía estructural de ${years}`,
    structuralScope: "cimentación, estructura y demás elementos portantes.",
    finishing: (years: string) => `Garantía de acabados e instalaciones de ${years}`,
    finishingScope: "pintura, alicatados, solados, carpintería, fontanería, electricidad y demás instalaciones.",
    conditions:
      "Los plazos cuentan desde la fecha de recepción de la obra. La garantía no cubre el desgaste normal, el mal uso o la falta de mantenimiento, ni las intervenciones de terceros. " +
      "Para hacerla efectiva, comuníquenos el defecto por escrito en cuanto lo detecte.",
    /** Ley 38/1999, art. 17.1: the periods, whatever the contract says; the items follow in the order structure, habitability, finishing. */
    statutoryLead:
      "Además, en las obras a las que se aplica la Ley 38/1999, de Ordenación de la Edificación (art. 17), respondemos de los daños materiales en el edificio durante estos plazos, " +
      "contados desde la fecha de recepción de la obra, que ningún contrato puede reducir:",
    statutory: {
      structure:
        "vicios o defectos que afecten a la cimentación, los soportes, las vigas, los forjados, los muros de carga u otros elementos estructurales y comprometan la resistencia y la estabilidad del edificio.",
      habitability: "vicios o defectos de los elementos constructivos o de las instalaciones que impidan cumplir los requisitos de habitabilidad.",
      finishing: "vicios o defectos de ejecución que afecten a elementos de terminación o acabado, de los que responde el constructor.",
    },
    inAddition:
      "Nuestras garantías se suman a estos plazos legales y no los sustituyen, sin perjuicio de los derechos que le reconoce como consumidor " +
      "el texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios (Real Decreto Legislativo 1/2007).",
  },
  clientDuties: {
    title: "Obligaciones del cliente",
    items: [
      "Facilitar el acceso a la obra en los horarios acordados y, cuando sea necesario, los suministros de agua y electricidad.",
      "Informarnos de cualquier circunstancia conocida que afecte a los trabajos: instalaciones ocultas, humedades, normas de la comunidad de propietarios…",
      "Obtener las autorizaciones que le correspondan y atender los pagos en los plazos pactados.",
    ],
  },
  siteUse: {
    title: "Uso del sitio web y responsabilidad",
    text:
      "Usted se compromete a hacer un uso lícito del sitio y a no enviar por el formulario contenidos falsos, ofensivos o ajenos a su finalidad. " +
      "Procuramos que la información publicada sea exacta y esté actualizada, pero no garantizamos la ausencia de errores ni la disponibilidad permanente del sitio, " +
      "y no respondemos de los contenidos de los sitios de terceros a los que enlazamos (por ejemplo, redes sociales o WhatsApp).",
  },
  intellectualProperty: {
    title: "Propiedad intelectual",
    text: (company: string) =>
      `Los textos, fotografías, diseños y logotipos de este sitio pertenecen a ${company} o se usan con autorización de sus titulares. ` +
      "No está permitida su reproducción, distribución o transformación con fines comerciales sin nuestro permiso por escrito. " +
      "Las fotografías de obras se publican con el consentimiento de sus propietarios.",
  },
  law: {
    title: "Legislación aplicable y jurisdicción",
    courts: (city: string) =>
      `Estos términos se rigen por la legislación española. Para cualquier controversia derivada de ellos o de los servicios contratados, las partes se someten a los Juzgados y Tribunales de ${city}, ` +
      "salvo que usted actúe como consumidor, en cuyo caso también podrá acudir a los de su domicilio, como prevé la normativa de consumidores.",
    /** Before "a info@…" / "a nuestro formulario de contacto". */
    amicable: "Antes de acudir a los tribunales intentaremos resolver cualquier desacuerdo de forma amistosa: escríbanos ",
  },
};

export type TermsTexts = typeof es;
