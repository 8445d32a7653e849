import "server-only";
import { refresh } from "next/cache";
import type { ActionResult } from "./action";
import { leaveWhenRefused } from "./form-refusal";

/**
 * A "Confirmar" form's post (src/admin/components/translation-review.client.tsx): its `id` (when
 * the content has one) and `locale` go to the domain's confirm action; the page is then drawn
 * again with the language's new status. It works without JavaScript: the post is answered with
 * the page itself.
 */
export async function confirmTranslationFromForm(form: FormData, confirm: (input: { id?: unknown; locale: unknown }) => Promise<ActionResult<unknown>>) {
  // Anything can be posted to an action: only a form's fields are read.
  const field = (name: string) => (form instanceof FormData ? form.get(name) : null);
  const result = await confirm({ id: field("id") ?? undefined, locale: field("locale") });
  leaveWhenRefused(result, "/admin");
  refresh();
}
