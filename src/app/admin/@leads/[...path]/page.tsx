import { unstable_rethrow } from "next/navigation";
import { adminLocale } from "@/auth/admin-locale";
import { can } from "@/auth/permissions";
import { getSessionUser } from "@/auth/server";
import { badgeValue, SidebarCountBadge } from "@/contact/admin/unread-badge";
import { messagesFor } from "@/i18n/catalogue";
import { countFollowUpForBadge, FOLLOW_UP_BADGE_CAP } from "@/leads/follow-up-queries";
import { logFailure } from "@/lib/failure-log";
import { leadFollowUpMessages } from "@/messages/lead-follow-up";

/**
 * The sidebar's count on "Oportunidades" (new leads plus overdue next actions), a slot of the
 * admin layout drawn again on every page, as the inbox's unread badge is (app/admin/@unread).
 */
export default async function LeadsBadgeSlot() {
  // Only for roles that see the leads (their sidebar entry is not drawn for the others).
  if (!can(await getSessionUser(), "enquiries")) return null;
  const [count, locale] = await Promise.all([countOrNone(), adminLocale()]);
  if (count === null) return null;
  const phrases = messagesFor(leadFollowUpMessages, locale).badge;
  return (
    <SidebarCountBadge
      count={count}
      cap={FOLLOW_UP_BADGE_CAP}
      locale={locale}
      phrases={phrases}
      data={{ "data-leads-badge": badgeValue(count, FOLLOW_UP_BADGE_CAP) }}
    />
  );
}

async function countOrNone(): Promise<number | null> {
  try {
    return await countFollowUpForBadge();
  } catch (err) {
    // A refusal is Next's own answer (sign-in, access denied); a failed count must not take the page with it.
    unstable_rethrow(err);
    logFailure("error", "[admin] leads to attend to could not be counted", err);
    return null;
  }
}
