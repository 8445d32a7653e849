import "server-only";
import type { Metadata } from "next";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor, type Catalogue } from "@/i18n/catalogue";
import { adminShellMessages } from "./messages";

/** A back-office page's title in the person's language: "Categorías · Panel de administración". */
export async function adminMetadata<T>(catalogue: Catalogue<T>, pick: (m: T) => string): Promise<Metadata> {
  const locale = await adminLocale();
  return { title: `${pick(messagesFor(catalogue, locale))} · ${messagesFor(adminShellMessages, locale).panel}` };
}
