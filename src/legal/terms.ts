import { LEGAL_TERMS as T, TERMS_PATH } from "./constants";
import { p, phoneLink, term, ul, writeTo, type LegalContact, type LegalDocument } from "./types";

const years = (n: number) => `${n} ${n === 1 ? "año" : "años"}`;

/** The terms of service: the spec's 10 sections with its constants (30 days, 2 and 1 years, Vigo). */
export function termsOfService(c: LegalContact): LegalDocument {
  return {
    title: "Términos de servicio",
    description: `Condiciones de uso de la web y de nuestros servicios de construcción y reforma: presupuestos válidos ${T.budgetValidityDays} días, garantías, pagos y jurisdicción.`,
    path: TERMS_PATH,
    intro: [
      p(
        `Estos términos regulan el uso de este sitio web y las condiciones generales con las que ${c.companyName} presta sus servicios de construcción y reforma. ` +
          "Las condiciones particulares de cada obra se recogen en su presupuesto y, cuando lo haya, en el contrato firmado; en caso de discrepancia, prevalecen estas últimas.",
      ),
    ],
    sections: [
      {
        id: "identificacion",
        title: "Identificación y aceptación",
        blocks: [
          p(
            `Este sitio web pertenece a ${c.companyName}, empresa de construcción y reformas${c.address ? ` con domicilio en ${c.address}` : ""}. Puede contactar con nosotros en `,
            writeTo(c.email),
            ...(c.phoneNumber ? [" o en el teléfono ", phoneLink(c.phoneNumber)] : []),
            ".",
          ),
          p(
            "El uso del sitio implica la aceptación de estos términos. El tratamiento de sus datos personales se explica en nuestra ",
            { text: "Política de privacidad", href: c.privacyPolicyUrl },
            ".",
          ),
        ],
      },
      {
        id: "servicios",
        title: "Servicios",
        blocks: [
          p(
            "Realizamos obra nueva, reformas integrales y parciales, cocinas y baños, fachadas y cubiertas, y rehabilitación de viviendas y locales en Galicia. " +
              "La información y las imágenes de proyectos que se muestran en este sitio son orientativas y no constituyen una oferta vinculante: cada obra se estudia y se presupuesta de forma individual.",
          ),
        ],
      },
      {
        id: "presupuestos",
        title: "Presupuestos",
        blocks: [
          ul(
            "Los presupuestos son gratuitos y sin compromiso, y se elaboran tras visitar la obra o estudiar la documentación que nos facilite.",
            `Cada presupuesto es válido durante ${T.budgetValidityDays} días desde su fecha de emisión. Pasado ese plazo, los precios pueden revisarse.`,
            "El presupuesto detalla las partidas incluidas; cualquier trabajo que no figure en él se considera excluido.",
            "Las modificaciones que usted solicite durante la obra, y los imprevistos que no pudieran conocerse antes de empezar (por ejemplo, daños ocultos en estructuras o instalaciones), " +
              "se presupuestan aparte y solo se ejecutan con su aprobación por escrito.",
          ),
        ],
      },
      {
        id: "contratacion-y-ejecucion",
        title: "Contratación y ejecución de las obras",
        blocks: [
          ul(
            "La obra se contrata por escrito, con la aceptación del presupuesto y, cuando corresponda, un contrato que recoge el alcance de los trabajos, el precio, el calendario de pagos y el plazo estimado.",
            "Los plazos de ejecución son estimados y pueden verse afectados por causas ajenas a nosotros: el tiempo, los retrasos de los suministradores, la tramitación de licencias o los cambios que pida el cliente. " +
              "Le avisaremos de cualquier retraso en cuanto lo conozcamos.",
            "Salvo pacto en contrario, la solicitud de licencias y permisos municipales corresponde al cliente; podemos ayudarle a tramitarlos.",
            "Al terminar la obra la revisamos juntos y firmamos la recepción de los trabajos, con las observaciones que procedan.",
          ),
        ],
      },
      {
        id: "precios-y-pagos",
        title: "Precios y forma de pago",
        blocks: [
          ul(
            "Los precios se expresan en euros; el presupuesto indica si incluyen el IVA y el tipo aplicable.",
            "Aceptamos el pago en efectivo (dentro de los límites legales), con tarjeta de crédito y por transferencia bancaria.",
            "El calendario de pagos se fija en el presupuesto o en el contrato, normalmente con un anticipo al inicio y pagos parciales según el avance de la obra.",
            "El retraso en los pagos acordados puede dar lugar a la suspensión de los trabajos, previo aviso por escrito.",
          ),
        ],
      },
      {
        id: "garantias",
        title: "Garantías",
        blocks: [
          p("Sobre los trabajos que ejecutamos ofrecemos:"),
          ul(
            term(`Garantía estructural de ${years(T.structuralGuaranteeYears)}`, "cimentación, estructura y demás elementos portantes."),
            term(
              `Garantía de acabados e instalaciones de ${years(T.finishingGuaranteeYears)}`,
              "pintura, alicatados, solados, carpintería, fontanería, electricidad y demás instalaciones.",
            ),
          ),
          p(
            "Los plazos cuentan desde la fecha de recepción de la obra. La garantía no cubre el desgaste normal, el mal uso o la falta de mantenimiento, ni las intervenciones de terceros. " +
              "Para hacerla efectiva, comuníquenos el defecto por escrito en cuanto lo detecte. Estas garantías se entienden sin perjuicio de las responsabilidades que establece " +
              "la Ley 38/1999, de Ordenación de la Edificación, y de los derechos que la normativa de consumidores le reconoce.",
          ),
        ],
      },
      {
        id: "obligaciones-del-cliente",
        title: "Obligaciones del cliente",
        blocks: [
          ul(
            "Facilitar el acceso a la obra en los horarios acordados y, cuando sea necesario, los suministros de agua y electricidad.",
            "Informarnos de cualquier circunstancia conocida que afecte a los trabajos: instalaciones ocultas, humedades, normas de la comunidad de propietarios…",
            "Obtener las autorizaciones que le correspondan y atender los pagos en los plazos pactados.",
          ),
        ],
      },
      {
        id: "uso-del-sitio",
        title: "Uso del sitio web y responsabilidad",
        blocks: [
          p(
            "Usted se compromete a hacer un uso lícito del sitio y a no enviar por el formulario contenidos falsos, ofensivos o ajenos a su finalidad. " +
              "Procuramos que la información publicada sea exacta y esté actualizada, pero no garantizamos la ausencia de errores ni la disponibilidad permanente del sitio, " +
              "y no respondemos de los contenidos de los sitios de terceros a los que enlazamos (por ejemplo, redes sociales o WhatsApp).",
          ),
        ],
      },
      {
        id: "propiedad-intelectual",
        title: "Propiedad intelectual",
        blocks: [
          p(
            `Los textos, fotografías, diseños y logotipos de este sitio pertenecen a ${c.companyName} o se usan con autorización de sus titulares. ` +
              "No está permitida su reproducción, distribución o transformación con fines comerciales sin nuestro permiso por escrito. " +
              "Las fotografías de obras se publican con el consentimiento de sus propietarios.",
          ),
        ],
      },
      {
        id: "legislacion-y-jurisdiccion",
        title: "Legislación aplicable y jurisdicción",
        blocks: [
          p(
            `Estos términos se rigen por la legislación española. Para cualquier controversia derivada de ellos o de los servicios contratados, las partes se someten a los Juzgados y Tribunales de ${T.courtCity}, ` +
              "salvo que usted actúe como consumidor, en cuyo caso también podrá acudir a los de su domicilio, como prevé la normativa de consumidores.",
          ),
          p("Antes de acudir a los tribunales intentaremos resolver cualquier desacuerdo de forma amistosa: escríbanos a ", writeTo(c.email), "."),
        ],
      },
    ],
  };
}
