import type { TermsTexts } from "./es";

/** The terms of service in Galician (RAG norm), paragraph for paragraph as the Spanish ones. */
export const gl: TermsTexts = {
  title: "Termos de servizo",
  description: (days) =>
    `Condicións de uso da web e dos nosos servizos de construción e reforma: orzamentos válidos ${days} días, garantías, pagamentos e xurisdición.`,
  intro: (company) =>
    `Estes termos regulan o uso deste sitio web e as condicións xerais coas que ${company} presta os seus servizos de construción e reforma. ` +
    "As condicións particulares de cada obra recóllense no seu orzamento e, cando o haxa, no contrato asinado; en caso de discrepancia, prevalecen estas últimas.",
  identification: {
    title: "Identificación e aceptación",
    owner: (company, seat) => `Este sitio web pertence a ${company}, empresa de construción e reformas${seat}. Pode contactar connosco `,
    orPhone: " ou no teléfono ",
    acceptance: "O uso do sitio implica a aceptación destes termos. O tratamento dos seus datos persoais explícase na nosa ",
    privacyLink: "Política de privacidade",
  },
  services: {
    title: "Servizos",
    text:
      "Realizamos obra nova, reformas integrais e parciais, cociñas e baños, fachadas e cubertas, e rehabilitación de vivendas e locais en Galicia. " +
      "A información e as imaxes de proxectos que se mostran neste sitio son orientativas e non constitúen unha oferta vinculante: cada obra estúdase e orzaméntase de forma individual.",
  },
  budgets: {
    title: "Orzamentos",
    free: "Os orzamentos son gratuítos e sen compromiso, e elabóranse despois de visitar a obra ou estudar a documentación que nos facilite.",
    validity: (days) => `Cada orzamento é válido durante ${days} días desde a súa data de emisión. Pasado ese prazo, os prezos poden revisarse.`,
    scope: "O orzamento detalla as partidas incluídas; calquera traballo que non figure nel considérase excluído.",
    changes:
      "As modificacións que vostede solicite durante a obra, e os imprevistos que non puidesen coñecerse antes de comezar (por exemplo, danos ocultos en estruturas ou instalacións), " +
      "orzaméntanse á parte e só se executan coa súa aprobación por escrito.",
  },
  execution: {
    title: "Contratación e execución das obras",
    items: [
      "A obra contrátase por escrito, coa aceptación do orzamento e, cando corresponda, un contrato que recolle o alcance dos traballos, o prezo, o calendario de pagamentos e o prazo estimado.",
      "Os prazos de execución son estimados e poden verse afectados por causas alleas a nós: o tempo, os atrasos dos subministradores, a tramitación de licenzas ou os cambios que pida o cliente. " +
        "Comunicarémoslle calquera atraso en canto o coñezamos.",
      "Agás pacto en contrario, a solicitude de licenzas e permisos municipais correspóndelle ao cliente; podemos axudarlle a tramitalos.",
      "Ao rematar a obra revisámola xuntos e asinamos a recepción dos traballos, coas observacións que procedan.",
    ],
  },
  payments: {
    title: "Prezos e forma de pagamento",
    items: [
      "Os prezos exprésanse en euros; o orzamento indica se inclúen o IVE e o tipo aplicable.",
      "Aceptamos o pagamento en efectivo (dentro dos límites legais), con tarxeta de crédito e por transferencia bancaria.",
      "O calendario de pagamentos fíxase no orzamento ou no contrato, normalmente cun anticipo ao comezo e pagamentos parciais segundo o avance da obra.",
      "O atraso nos pagamentos acordados pode dar lugar á suspensión dos traballos, logo de aviso por escrito.",
    ],
  },
  guarantees: {
    title: "Garantías",
    lead: "Sobre os traballos que executamos ofrecemos, como garantía propia:",
    noOwn: "Non ofrecemos garantías comerciais propias ademais das que establece a lei.",
    years: { one: "# ano", other: "# anos" },
    structural: (years) => `Garantía estrutural de ${years}`,
    structuralScope: "cimentación, estrutura e demais elementos portantes.",
    finishing: (years) => `Garantía de acabamentos e instalacións de ${years}`,
    finishingScope: "pintura, alicatados, solados, carpintaría, fontanaría, electricidade e demais instalacións.",
    conditions:
      "Os prazos contan desde a data de recepción da obra. A garantía non cobre o desgaste normal, o mal uso ou a falta de mantemento, nin as intervencións de terceiros. " +
      "Para facela efectiva, comuníquenos o defecto por escrito en canto o detecte.",
    statutoryLead:
      "Ademais, nas obras ás que se aplica a Lei 38/1999, de ordenación da edificación (art. 17), respondemos dos danos materiais no edificio durante estes prazos, " +
      "contados desde a data de recepción da obra, que ningún contrato pode reducir:",
    statutory: {
      structure:
        "vicios ou defectos que afecten á cimentación, aos soportes, ás vigas, aos forxados, aos muros de carga ou a outros elementos estruturais e comprometan a resistencia e a estabilidade do edificio.",
      habitability: "vicios ou defectos dos elementos construtivos ou das instalacións que impidan cumprir os requisitos de habitabilidade.",
      finishing: "vicios ou defectos de execución que afecten a elementos de terminación ou acabamento, dos que responde o construtor.",
    },
    inAddition:
      "As nosas garantías súmanse a estes prazos legais e non os substitúen, sen prexuízo dos dereitos que lle recoñece como consumidor " +
      "o texto refundido da Lei xeral para a defensa dos consumidores e usuarios (Real decreto lexislativo 1/2007).",
  },
  clientDuties: {
    title: "Obrigas do cliente",
    items: [
      "Facilitar o acceso á obra nos horarios acordados e, cando sexa necesario, as subministracións de auga e electricidade.",
      "Informarnos de calquera circunstancia coñecida que afecte os traballos: instalacións ocultas, humidades, normas da comunidade de propietarios…",
      "Obter as autorizacións que lle correspondan e atender os pagamentos nos prazos pactados.",
    ],
  },
  siteUse: {
    title: "Uso do sitio web e responsabilidade",
    text:
      "Vostede comprométese a facer un uso lícito do sitio e a non enviar polo formulario contidos falsos, ofensivos ou alleos á súa finalidade. " +
      "Procuramos que a información publicada sexa exacta e estea actualizada, pero non garantimos a ausencia de erros nin a dispoñibilidade permanente do sitio, " +
      "e non respondemos dos contidos dos sitios de terceiros aos que ligamos (por exemplo, redes sociais ou WhatsApp).",
  },
  intellectualProperty: {
    title: "Propiedade intelectual",
    text: (company) =>
      `Os textos, fotografías, deseños e logotipos deste sitio pertencen a ${company} ou úsanse con autorización dos seus titulares. ` +
      "Non está permitida a súa reprodución, distribución ou transformación con fins comerciais sen o noso permiso por escrito. " +
      "As fotografías de obras publícanse co consentimento dos seus propietarios.",
  },
  law: {
    title: "Lexislación aplicable e xurisdición",
    courts: (city) =>
      `Estes termos réxense pola lexislación española. Para calquera controversia derivada deles ou dos servizos contratados, as partes sométense aos xulgados e tribunais de ${city}, ` +
      "agás que vostede actúe como consumidor, caso en que tamén poderá acudir aos do seu domicilio, como prevé a normativa de consumidores.",
    amicable: "Antes de acudir aos tribunais intentaremos resolver calquera desacordo de forma amigable: escríbanos ",
  },
};
