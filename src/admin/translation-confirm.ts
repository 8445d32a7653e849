import "server-only";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import type { ActionResult } from "./action";

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
  // A form cannot show a refusal code: a signed-out person goes to sign in, a non-admin to Access Denied.
  if (!result.ok && result.code === "unauthorized") redirect("/auth?redirect=%2Fadmin");
  if (!result.ok && result.code === "forbidden") redirect("/admin");
  refresh();
}
