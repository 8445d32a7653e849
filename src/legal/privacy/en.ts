import type { PrivacyTexts } from "./es";

/** The privacy policy in British English, paragraph for paragraph as the Spanish one. */
export const en: PrivacyTexts = {
  title: "Privacy policy",
  description:
    "What personal data we collect on our website, what we use it for, how we protect it and how to exercise your GDPR rights (access, erasure, portability…).",
  intro: (controller) =>
    `${controller} is the controller of the personal data collected through this website. ` +
    "This policy explains what data we process, why, for how long and what rights you have, under Regulation (EU) 2016/679 (the General Data Protection Regulation, GDPR) " +
    "and Spain's Organic Law 3/2018 on the Protection of Personal Data and the Guarantee of Digital Rights (LOPDGDD).",
  collected: {
    title: "Data we collect",
    lead: "We only process the data you give us voluntarily or that is essential for the site to work:",
    items: [
      {
        label: "Contact form",
        text:
          "your name, e-mail address, telephone number (optional), subject, the message you write to us and whether you tick the box for marketing communications. " +
          "With each message we also keep the version of the data protection notice you were shown beside the form and the date and time it was sent, as proof of what you were told and what you chose. " +
          "Please do not include especially sensitive data, such as data about your health.",
      },
      {
        label: "Quotes and building work",
        text: "if you ask us for a quote or commission work from us, the data needed for it, such as the address of the property, a description of the work, any plans or photographs you send us and your billing details.",
      },
      {
        label: "Technical data",
        text: "the IP address from which the form is sent, which we use only to limit abusive submissions, and the server's technical logs.",
      },
      {
        label: "WhatsApp chat",
        text: "if you write to us with the chat button, the conversation takes place on WhatsApp, which processes your data under its own privacy policy.",
      },
    ],
    cookies: {
      title: "Cookies and storage in your browser",
      lead:
        "This site uses no advertising or analytics cookies, and counting visits stores nothing in your browser. " +
        "All it stores there, so that the site works the way you left it, is:",
      duration: "Duration",
      stored: [
        {
          name: "cookie-consent",
          where: "local storage",
          purpose: "your answer to the cookie notice (accept or decline), so that you are not asked again.",
          duration: "until you delete it.",
        },
        {
          name: "theme",
          where: "local storage",
          purpose: "the theme you choose with the theme button (light or dark); choosing the system's deletes it.",
          duration: "until you delete it.",
        },
        {
          name: "static-v1",
          where: "browser cache, by the site's service worker",
          purpose: "copies of the site's own files (scripts, styles, images) so that pages load faster on later visits; it holds no personal data.",
          duration: "until the site is updated or you delete it.",
        },
      ],
      staffLead: "Only for the company's staff who sign in to the private area:",
      staff: [
        {
          name: "better-auth.session_token",
          where: "technical cookie, out of reach of scripts",
          purpose: "keeping staff signed in.",
          duration: "7 days, or until they sign out.",
        },
        {
          name: "sidebar_state",
          where: "cookie",
          purpose: "whether the private area's side menu is open or collapsed.",
          duration: "7 days.",
        },
      ],
      embedsLead:
        "The projects' YouTube and Vimeo videos are shown without contacting those platforms. Only if you press the play button is their player loaded, " +
        "which receives your IP address and may store the following in your browser, under the provider's own responsibility:",
      embeds: [
        {
          label: "YouTube (Google)",
          text:
            "the player is loaded from youtube-nocookie.com, Google's privacy-enhanced mode. Once playing, it may store player identifiers and preferences " +
            "in local storage (for example yt-remote-device-id, with no expiry) and YouTube cookies (for example YSC, until the browser is closed, and VISITOR_INFO1_LIVE, about 6 months) " +
            "to measure playback and prevent abuse.",
          policy: "Google's privacy policy",
          href: "https://policies.google.com/privacy",
        },
        {
          label: "Vimeo",
          text:
            "the player is loaded with the dnt=1 (“do not track”) parameter, with which Vimeo records no session data and sets no tracking cookies; " +
            "it may store only the technical ones it needs to play the video, for as long as Vimeo sets.",
          policy: "Vimeo's privacy policy",
          href: "https://vimeo.com/privacy",
        },
      ],
      erase: "You can see and delete all of it in your browser's settings; if you do, the site keeps working and only asks you about cookies again.",
    },
  },
  use: {
    title: "How we use your data",
    lead: "We use your data to:",
    purposes: [
      "Answer your enquiries and prepare the quotes you ask us for.",
      "Send you marketing communications about our services by e-mail, only if you have given your consent by ticking the box on the contact form.",
      "Manage the contractual relationship if you commission work from us: planning, execution, invoicing and guarantees.",
      "Meet our legal, tax and accounting obligations.",
      "Protect the website against abusive or fraudulent use.",
    ],
    legalBasis: {
      label: "Legal basis",
      text:
        "your request and the pre-contractual steps you ask for, to answer your enquiries (including those sent through the contact form) and prepare quotes, " +
        "and the performance of the contract (Art. 6(1)(b) GDPR); your consent for marketing communications (Art. 6(1)(a) GDPR), which we only send if you tick the box on the form " +
        "and which you can withdraw at any time; compliance with legal obligations (Art. 6(1)(c) GDPR), including being able to show that consent; " +
        "and our legitimate interest in keeping the site secure (Art. 6(1)(f) GDPR). We do not make automated decisions or build profiles.",
    },
    retention: {
      label: "Retention",
      text:
        "messages sent through the form are kept for as long as needed to deal with your enquiry and, if no work is contracted, for 12 months at most. " +
        "Customer data is kept for as long as the relationship lasts and, after that, for the periods the law requires (for example, six years for accounting records) " +
        "and those of the guarantees on the work. If you agreed to receive marketing communications, we use your name and e-mail address for them until you withdraw your consent.",
    },
  },
  security: {
    title: "How we protect your data",
    lead: "We apply technical and organisational measures appropriate to the risk to protect your data against loss, unauthorised access or alteration:",
    measures: [
      "Encrypted communication (HTTPS) between your browser and our server.",
      "Access to the management panel restricted to authorised staff, with a password and permission checks on the server.",
      "Sensitive credentials stored encrypted, and regular backups.",
      "A duty of confidentiality for everyone in the company who processes personal data.",
    ],
    breach:
      "Should a security breach affect your data, we would notify the supervisory authority and, where appropriate, you, within the time limits set by the GDPR.",
  },
  sharing: {
    title: "Sharing your data",
    lead: "We do not sell, rent or pass on your personal data to third parties for commercial purposes. Only the following may access it, to the extent necessary:",
    recipients: [
      "The providers who supply services to us (web hosting, e-mail), as processors and under a contract that complies with Article 28 GDPR.",
      "The partners and subcontractors on a job (for example, installers or building engineers), only with the data essential to carry out the work you have commissioned from us.",
      "Public authorities, the courts, our tax advisers or banks, when the law requires it or it is needed to handle payments.",
    ],
    transfers:
      "If a provider were to process data outside the European Economic Area, it would do so with the safeguards the GDPR provides for (adequacy decisions or standard contractual clauses).",
  },
  rights: {
    title: "Your rights (GDPR)",
    lead: "You may exercise the following rights at any time, free of charge:",
    rights: [
      { label: "Access", text: "to know whether we process your data and obtain a copy of it." },
      { label: "Rectification", text: "to have inaccurate or incomplete data corrected." },
      { label: "Erasure", text: "to ask us to delete your data when it is no longer needed." },
      { label: "Objection", text: "to object to processing based on our legitimate interest." },
      { label: "Restriction", text: "to ask us to suspend processing while a complaint is being resolved." },
      { label: "Portability", text: "to receive the data you gave us in a structured, commonly used format, or to have us send it to another controller." },
      {
        label: "Withdrawing consent",
        text: "to stop receiving marketing communications at any time, by writing to us or replying to any of them; this does not affect earlier mailings or the answer to your enquiry.",
      },
    ],
    writeUs: "To exercise them, write to us ",
    howAndComplaint:
      ", stating the right you are exercising and giving us a means of proving your identity. We will reply within one month at the latest. " +
      "If you believe we have not handled your request properly, you may lodge a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos, AEPD) at ",
  },
  contact: {
    title: "Contact",
    lead: (company) => `For any question about this policy or about how your data is processed, you can contact ${company}:`,
    email: "E-mail",
    phone: "Telephone",
    address: "Address",
    form: "Contact form",
    formLink: "the Contact section of this website",
  },
  changes: {
    title: "Changes to this policy",
    text:
      "We may update this policy to reflect changes in the law or in our services. The version in force is always the one published on this page, " +
      "with the date of its last update. If the changes are significant, we will say so clearly on the website.",
  },
};
