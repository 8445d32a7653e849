import { messagesFor, type Catalogue } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { formatDate } from "@/lib/dates";
import { ACCESSIBILITY_PATH, ACCESSIBILITY_STATEMENT } from "../constants";
import { ownerName, p, phoneLink, term, ul, writeTo, type LegalContact, type LegalDocument } from "../types";
import { en } from "./en";
import { es, type AccessibilityTexts } from "./es";
import { gl } from "./gl";

const texts: Catalogue<AccessibilityTexts, PublicLocale> = { es, gl, en };

/** The date the statement was last reviewed, dd/MM/yyyy in every language. */
export const accessibilityStatementDate = () => formatDate(ACCESSIBILITY_STATEMENT.reviewed);

/**
 * The accessibility statement in the visitor's language: conformance, the content known not to
 * conform, how it was prepared and when, the feedback channel from the settings (the form when
 * they give no e-mail, never an invented address) and where to complain. `path` stays the
 * Spanish one: the page adds the language's prefix.
 */
export function accessibilityStatement(c: LegalContact, locale: PublicLocale): LegalDocument {
  const t = messagesFor(texts, locale);
  return {
    title: t.title,
    description: t.description,
    path: ACCESSIBILITY_PATH,
    intro: [p(t.intro(ownerName(c)))],
    sections: [
      { id: "situacion-de-cumplimiento", title: t.conformance.title, blocks: [p(t.conformance.status), p(t.conformance.why)] },
      {
        id: "contenido-no-accesible",
        title: t.gaps.title,
        blocks: [p(t.gaps.lead), ul(...t.gaps.items.map(({ label, text }) => term(label, text)))],
      },
      { id: "preparacion", title: t.preparation.title, blocks: [p(t.preparation.text(accessibilityStatementDate()))] },
      {
        id: "observaciones-y-contacto",
        title: t.feedback.title,
        blocks: [
          p(t.feedback.lead, ...writeTo(c.email, locale), ...(c.phoneNumber ? [t.feedback.orPhone, phoneLink(c.phoneNumber)] : []), "."),
          p(t.feedback.answer(ACCESSIBILITY_STATEMENT.answerWorkingDays)),
        ],
      },
      { id: "procedimiento-de-aplicacion", title: t.enforcement.title, blocks: [p(t.enforcement.complaint(ownerName(c))), p(t.enforcement.law)] },
    ],
  };
}
