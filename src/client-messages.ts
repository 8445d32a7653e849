import "server-only";
import { aboutMessages, aboutValidationMessages } from "@/about/messages";
import { adminListMessages, adminShellMessages, contentLanguageMessages } from "@/admin/messages";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { categoryMessages } from "@/categories/messages";
import { inboxMessages } from "@/contact/admin/messages";
import { editorMessages } from "@/editor/messages";
import { heroMessages } from "@/hero/messages";
import { messagesFor, type Catalogue } from "@/i18n/catalogue";
import type { ClientCatalogueName, ClientCatalogues } from "@/i18n/client-catalogues";
import type { Locale } from "@/i18n/locales";
import { toWire, type Wire } from "@/i18n/wire";
import { mediaAdminMessages } from "@/media/admin/messages";
import { authMessages } from "@/messages/auth";
import { uiMessages } from "@/messages/ui";
import { projectAdminMessages } from "@/projects/admin/messages";
import { projectValidationMessages } from "@/projects/messages";
import { reviewAdminMessages } from "@/reviews/admin/messages";
import { seoMessages } from "@/seo/admin/messages";
import { settingsMessages } from "@/settings/messages";

/**
 * Every catalogue a client component reads, by the name it asks for (`useMessages("blockEditor")`,
 * names declared in src/i18n/client-catalogues.ts). Client components import none of them: the
 * admin layout and the sign-in page send the person's language only, through `LocaleProvider`,
 * so the browser never downloads the other three.
 */
export const CLIENT_CATALOGUES = {
  about: aboutMessages,
  aboutValidation: aboutValidationMessages,
  adminList: adminListMessages,
  adminShell: adminShellMessages,
  auth: authMessages,
  blockEditor: blockEditorMessages,
  category: categoryMessages,
  contentLanguage: contentLanguageMessages,
  editor: editorMessages,
  hero: heroMessages,
  inbox: inboxMessages,
  mediaAdmin: mediaAdminMessages,
  projectAdmin: projectAdminMessages,
  projectValidation: projectValidationMessages,
  reviews: reviewAdminMessages,
  seo: seoMessages,
  settings: settingsMessages,
  ui: uiMessages,
} satisfies { [K in ClientCatalogueName]: Catalogue<ClientCatalogues[K]> };

/** The sign-in page's client components read only these. */
export const SIGN_IN_CATALOGUES: ClientCatalogueName[] = ["auth"];

// The catalogues are constants: each language's wire form is computed once per process.
const sent = new Map<string, Wire>();

/** `names`' strings in `locale`, for `LocaleProvider`'s `messages`. */
export function clientMessages(
  locale: Locale,
  names: readonly ClientCatalogueName[] = Object.keys(CLIENT_CATALOGUES) as ClientCatalogueName[],
): Record<string, Wire> {
  return Object.fromEntries(
    names.map((name) => {
      const key = `${locale}:${name}`;
      let wire = sent.get(key);
      if (wire === undefined) sent.set(key, (wire = toWire(messagesFor(CLIENT_CATALOGUES[name] as Catalogue<unknown>, locale))));
      return [name, wire];
    }),
  );
}
