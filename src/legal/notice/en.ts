import type { NoticeTexts } from "./es";

export const en: NoticeTexts = {
  title: "Legal notice",
  description:
    "Who owns this website and how to reach them, the terms of its use, data protection and the applicable law, as Spanish Law 34/2002 (LSSI-CE) requires.",
  intro: (company) => `This legal notice identifies ${company}, the owner of this website, and sets out the terms on which you may use it.`,
  owner: {
    title: "Owner of the website",
    lead: "As required by article 10 of Spanish Law 34/2002 on information society services and electronic commerce (LSSI-CE), this website belongs to:",
    tradeName: "Trade name",
    address: "Address",
    email: "E-mail",
    phone: "Phone",
  },
  purpose: {
    title: "Purpose",
    text: (company) =>
      `This website presents the construction and renovation services of ${company}, shows finished work and lets you ask for information or a quote.`,
  },
  use: {
    title: "Terms of use",
    text: "Access to the website is free. Visitors agree to use it lawfully and not to damage it or alter its content. The terms of our services are set out in the ",
    termsLink: "Terms of service",
  },
  privacy: {
    title: "Data protection",
    text: "How we process the personal data you give us is explained in the ",
    privacyLink: "Privacy policy",
  },
  law: {
    title: "Applicable law",
    courts: (city) =>
      `This notice is governed by Spanish law. Unless the law provides otherwise, as it does for consumers, the courts of ${city} have jurisdiction.`,
  },
};
