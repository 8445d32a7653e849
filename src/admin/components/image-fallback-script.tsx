/** The spec's admin label for an image that fails to load (admin.md §8), Portuguese spelling as given. */
export const ADMIN_IMAGE_ERROR = "Error al cargar imagem";

/**
 * Every back-office image whose file is missing shows the placeholder with 'Error al cargar
 * imagem' instead of the browser's broken-image icon: one capture-phase listener for the whole
 * page, as on the public site, so it also covers images that fail before React hydrates.
 */
const script = `document.addEventListener("error",e=>{const t=e.target;if(!(t instanceof HTMLImageElement)||t.dataset.failed)return;t.dataset.failed="1";const p=t.closest("picture");p&&p.querySelectorAll("source").forEach(s=>s.removeAttribute("srcset"));t.removeAttribute("srcset");t.src="/placeholder-admin.svg";t.alt=${JSON.stringify(ADMIN_IMAGE_ERROR)};t.title=${JSON.stringify(ADMIN_IMAGE_ERROR)};},true);`;

export function AdminImageFallback({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
