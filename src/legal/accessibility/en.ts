import type { AccessibilityTexts } from "./es";

export const en: AccessibilityTexts = {
  title: "Accessibility statement",
  description:
    "How accessible this website is (WCAG 2.1 AA, EN 301 549), which content is not accessible yet, and how to report a barrier to us or make a complaint.",
  intro: (company) =>
    `${company} is committed to making its website accessible to everyone, including people with disabilities. ` +
    "This statement applies to all its public pages, in Spanish, Galician and English.",
  conformance: {
    title: "Compliance status",
    status:
      "This website is partially conformant with the Web Content Accessibility Guidelines (WCAG) 2.1 level AA and with standard EN 301 549, " +
      "because of the non-accessible content listed in the next section.",
    why:
      "The pages are built to meet that level: headings and landmarks, text alternatives, sufficient contrast, full keyboard use, " +
      "visible focus, respect for the reduced-motion preference, and working without JavaScript. We do not declare them fully conformant " +
      "because part of what we publish (photographs, videos, documents and translations) does not always meet every criterion.",
  },
  gaps: {
    title: "Non-accessible content",
    lead: "The following content may not meet every WCAG 2.1 AA criterion:",
    items: [
      {
        label: "Videos of our work",
        text: "the videos we upload have no captions, transcript or audio description (success criteria 1.2.2, 1.2.3 and 1.2.5). They show the works without narration.",
      },
      {
        label: "YouTube and Vimeo players",
        text: "once a video hosted on those platforms is played, its player is a third-party service whose accessibility we do not control. Until then only an image with an accessible button is shown.",
      },
      {
        label: "Images and documents we publish",
        text: "the text alternatives and documents our staff add to projects may be missing or describe the image incompletely (success criterion 1.1.1).",
      },
      {
        label: "Translations",
        text: "the Galician and English texts are translated by the company itself; where a translation is missing, the Spanish text is shown without its language being marked (success criterion 3.1.2).",
      },
    ],
  },
  preparation: {
    title: "Preparation of this statement",
    text: (date) =>
      `This statement was prepared on ${date} through a self-assessment by the company, with automated testing tools and a manual keyboard review. ` +
      "We review it whenever the site changes significantly.",
  },
  feedback: {
    title: "Feedback and contact details",
    lead: "You can tell us about any accessibility barrier you find, or ask us for content that is not accessible in an accessible format: write to us ",
    orPhone: " or call us on ",
    answer: (days) => `We will reply within ${days} working days at most, saying what we will do and when.`,
  },
  enforcement: {
    title: "Enforcement procedure",
    complaint: (company) =>
      `If you consider that this site does not meet the accessibility requirements, first send your complaint to ${company} through the channels in the previous section. ` +
      "If you get no reply within that time or the reply does not satisfy you, you can complain to the consumer authorities (in Galicia, the Instituto Galego do Consumo e da Competencia).",
    law:
      "Spain's Law 11/2023 of 8 May, which transposes Directive (EU) 2019/882 (the European Accessibility Act), sets accessibility requirements for certain services to consumers. " +
      "Royal Decree 1112/2018 governs the accessibility of public-sector websites and does not apply to this company; we follow its model statement.",
  },
};
