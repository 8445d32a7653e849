import { unstable_rethrow } from "next/navigation";
import { countUnreadForBadge, UNREAD_BADGE_CAP } from "@/contact/admin-queries";
import { UnreadBadge } from "@/contact/admin/unread-badge";
import { adminLocale } from "@/auth/admin-locale";
import { can } from "@/auth/permissions";
import { getSessionUser } from "@/auth/server";
import { logFailure } from "@/lib/failure-log";

/**
 * The sidebar's unread-messages badge, as a slot of the admin layout that matches every admin
 * address (the slot's own page.tsx for /admin, this one for the rest): Next keeps a layout as it
 * is on a move between its pages, but draws a slot whose page changed again, so the count is read
 * on the server for every page the person opens, and again on every refresh (marking a message
 * read refreshes the page).
 */
export default async function UnreadBadgeSlot() {
  // Only for roles that see the inbox (its sidebar entry is not drawn for the others).
  if (!can(await getSessionUser(), "enquiries")) return null;
  const [count, locale] = await Promise.all([countOrNone(), adminLocale()]);
  return count === null ? null : <UnreadBadge count={count} cap={UNREAD_BADGE_CAP} locale={locale} />;
}

async function countOrNone(): Promise<number | null> {
  try {
    return await countUnreadForBadge();
  } catch (err) {
    // A refusal is Next's own answer (sign-in, access denied); a failed count must not take the page with it.
    unstable_rethrow(err);
    logFailure("error", "[admin] unread messages could not be counted", err);
    return null;
  }
}
