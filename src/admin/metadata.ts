import "server-only";
import type { Metadata } from "next";
import type { Catalogue } from "@/i18n/catalogue";
import { adminMessages } from "@/auth/admin-locale";
import { adminShellMessages } from "./messages";

/** A back-office page's title in the person's language: "Categorías · Panel de administración". */
export async function adminMetadata<T>(catalogue: Catalogue<T>, pick: (m: T) => string): Promise<Metadata> {
  const [m, shell] = await Promise.all([adminMessages(catalogue), adminMessages(adminShellMessages)]);
  return { title: `${pick(m)} · ${shell.panel}` };
}
