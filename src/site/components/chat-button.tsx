import { MessageCircle } from "@/ui/icons";
import { whatsappLink } from "@/lib/whatsapp";
import { messagesFor } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";

/**
 * A plain link: opening a chat needs no client JavaScript. It floats 20 px from the bottom right
 * corner (a 56 px circle), so where content comes to rest beside that corner the space is kept
 * free for it: the end of every page (the footer's last row, site-footer.tsx), the landing page's
 * first screen (the hero fills it below the large breakpoint) and its figures scrolled into view
 * (room under them). Content scrolling past it is only passing: it can always be scrolled clear.
 */
export function ChatButton({ whatsappNumber, locale }: { whatsappNumber: string; locale: PublicLocale }) {
  const m = messagesFor(siteMessages, locale);
  return (
    <a
      href={whatsappLink(whatsappNumber, m.chat.greeting)}
      target="_blank"
      rel="noopener noreferrer"
      // Counted by the page script when clicked (src/analytics/clicks.ts).
      data-count="chat"
      aria-label={m.chat.label}
      title={m.chat.label}
      className="fixed bottom-5 right-5 z-40 inline-flex size-14 items-center justify-center rounded-full bg-[#1f7a3f] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-[#1f7a3f]/40"
    >
      <MessageCircle className="size-7" aria-hidden />
    </a>
  );
}
