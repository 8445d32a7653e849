import type { TermsTexts } from "./es";

/** The terms of service in British English, paragraph for paragraph as the Spanish ones. */
export const en: TermsTexts = {
  title: "Terms of service",
  description: (days) =>
    `Terms of use of our website and of our building and renovation services: quotes valid for ${days} days, guarantees, payments and jurisdiction.`,
  intro: (company) =>
    `These terms govern the use of this website and the general conditions under which ${company} provides its building and renovation services. ` +
    "The specific conditions of each job are set out in its quote and, where there is one, in the signed contract; if they differ, the latter prevail.",
  identification: {
    title: "Identification and acceptance",
    owner: (company, seat) => `This website belongs to ${company}, a building and renovation company${seat}. You can contact us `,
    orPhone: " or by telephone on ",
    acceptance: "By using the site you accept these terms. How we process your personal data is explained in our ",
    privacyLink: "Privacy policy",
  },
  services: {
    title: "Services",
    text:
      "We carry out new builds, full and partial renovations, kitchens and bathrooms, façades and roofs, and the refurbishment of homes and commercial premises in Galicia. " +
      "The information and project images shown on this site are for guidance only and do not constitute a binding offer: each job is assessed and quoted individually.",
  },
  budgets: {
    title: "Quotes",
    free: "Quotes are free and without obligation, and are prepared after visiting the site or studying the documents you give us.",
    validity: (days) => `Each quote is valid for ${days} days from the date it is issued. After that period, prices may be revised.`,
    scope: "The quote details the items it includes; any work not listed in it is excluded.",
    changes:
      "Any changes you ask for during the work, and any unforeseen issues that could not be known before starting (for example, hidden damage to structures or installations), " +
      "are quoted separately and only carried out with your written approval.",
  },
  execution: {
    title: "Contracting and carrying out the work",
    items: [
      "The work is contracted in writing, by accepting the quote and, where appropriate, a contract setting out the scope of the work, the price, the payment schedule and the estimated timescale.",
      "Completion times are estimates and may be affected by causes beyond our control: the weather, suppliers' delays, the processing of licences or changes the client asks for. " +
        "We will let you know of any delay as soon as we become aware of it.",
      "Unless otherwise agreed, applying for municipal licences and permits is the client's responsibility; we can help you with the paperwork.",
      "When the work is finished we inspect it together and sign the handover of the work, with any observations that apply.",
    ],
  },
  payments: {
    title: "Prices and payment",
    items: [
      "Prices are given in euros; the quote states whether they include VAT (IVA) and the rate that applies.",
      "We accept payment in cash (within the legal limits), by credit card and by bank transfer.",
      "The payment schedule is set in the quote or the contract, normally with a deposit at the start and stage payments as the work progresses.",
      "Late payment of the agreed amounts may lead to the work being suspended, after written notice.",
    ],
  },
  guarantees: {
    title: "Guarantees",
    lead: "On the work we carry out we offer, as our own guarantee:",
    noOwn: "We offer no commercial guarantee of our own beyond those the law lays down.",
    years: { one: "# year", other: "# years" },
    structural: (years) => `Structural guarantee for ${years}`,
    structuralScope: "foundations, structure and other load-bearing elements.",
    finishing: (years) => `Guarantee on finishes and installations for ${years}`,
    finishingScope: "painting, wall tiling, flooring, joinery, plumbing, electrics and other installations.",
    conditions:
      "The periods run from the date the work is handed over. The guarantee does not cover normal wear and tear, misuse or lack of maintenance, nor work done by third parties. " +
      "To claim under it, tell us about the defect in writing as soon as you notice it.",
    statutoryLead:
      "In addition, on works to which Spain's Building Act applies (Law 38/1999, Ley de Ordenación de la Edificación, art. 17), we are liable for material damage to the building " +
      "for these periods, counted from the date the work is accepted, which no contract can shorten:",
    statutory: {
      structure:
        "defects affecting the foundations, columns, beams, floor slabs, load-bearing walls or other structural elements that compromise the building's strength and stability.",
      habitability: "defects in building elements or installations that prevent the building from meeting the habitability requirements.",
      finishing: "workmanship defects affecting finishing elements, for which the builder is liable.",
    },
    inAddition:
      "Our guarantees come on top of these statutory periods and do not replace them, without prejudice to your rights as a consumer under " +
      "Spain's consolidated General Law for the Defence of Consumers and Users (Royal Legislative Decree 1/2007).",
  },
  clientDuties: {
    title: "The client's obligations",
    items: [
      "Provide access to the site at the agreed times and, where necessary, water and electricity supplies.",
      "Tell us about any known circumstance that affects the work: hidden pipes or wiring, damp, the rules of the owners' association…",
      "Obtain the permits that are your responsibility and make payments within the agreed periods.",
    ],
  },
  siteUse: {
    title: "Use of the website and liability",
    text:
      "You agree to use the site lawfully and not to send false or offensive content, or content unrelated to its purpose, through the form. " +
      "We do our best to keep the information published accurate and up to date, but we do not guarantee that it is free of errors or that the site will always be available, " +
      "and we are not responsible for the content of third-party sites we link to (for example, social networks or WhatsApp).",
  },
  intellectualProperty: {
    title: "Intellectual property",
    text: (company) =>
      `The text, photographs, designs and logos on this site belong to ${company} or are used with their owners' permission. ` +
      "They may not be reproduced, distributed or altered for commercial purposes without our written permission. " +
      "Photographs of our work are published with the consent of the property owners.",
  },
  law: {
    title: "Governing law and jurisdiction",
    courts: (city) =>
      `These terms are governed by Spanish law. For any dispute arising from them or from the services contracted, the parties submit to the courts of ${city} (Juzgados y Tribunales de ${city}), ` +
      "unless you are acting as a consumer, in which case you may also go to the courts of your place of residence, as consumer legislation provides.",
    amicable: "Before going to court we will try to settle any disagreement amicably: write to us ",
  },
};
