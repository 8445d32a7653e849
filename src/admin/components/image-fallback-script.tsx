import { messagesFor } from "@/i18n/catalogue";
import type { Locale } from "@/i18n/locales";
import { adminListMessages } from "../messages";

/**
 * Every back-office image whose file is missing shows the placeholder with the spec's label
 * ('Error al cargar imagem', admin.md §8, in the person's language) instead of the browser's
 * broken-image icon: one capture-phase listener for the whole page, as on the public site, so it
 * also covers images that fail before React hydrates.
 */
const script = (label: string) =>
  `document.addEventListener("error",e=>{const t=e.target;if(!(t instanceof HTMLImageElement)||t.dataset.failed)return;t.dataset.failed="1";const p=t.closest("picture");p&&p.querySelectorAll("source").forEach(s=>s.removeAttribute("srcset"));t.removeAttribute("srcset");t.src="/placeholder-admin.svg";t.alt=${JSON.stringify(label)};t.title=${JSON.stringify(label)};},true);`;

export function AdminImageFallback({ nonce, locale }: { nonce?: string; locale: Locale }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script(messagesFor(adminListMessages, locale).imageError) }} />;
}
