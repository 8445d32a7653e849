import { messagesFor } from "@/i18n/catalogue";
import { PUBLIC_LOCALES } from "@/i18n/locales";
import { contactFormCatalogue } from "./messages";

/**
 * Every version of the first-layer data-protection notice shown beside the contact form (its
 * words are `notice` and `marketing` in ./messages.ts), oldest first, each with the SHA-256 of
 * `contactNoticeWords()` as JSON while it was in force. Append only: an entry is the record of
 * what the senders of that version's messages read. tests/unit/contact-notice.test.ts fails when
 * the words change without a new entry, or when an old entry changes.
 */
export const CONTACT_NOTICE_VERSIONS = {
  "2026-11": "9529664dbff84b8f57a9c49ac28cb273d465882785320e7a41fae6d7e867297b",
} as const satisfies Record<string, string>;

export type ContactNoticeVersion = keyof typeof CONTACT_NOTICE_VERSIONS;

/**
 * The version in force, the last of CONTACT_NOTICE_VERSIONS. Every stored message records it
 * (contact_messages.notice_version): the server stamps it when it accepts the post, since it
 * rendered that very form (a browser could send any value).
 */
export const CONTACT_NOTICE_VERSION: ContactNoticeVersion = "2026-11";

/** What a sender reads and agrees to, in every public language: the notice and the box's label. */
export function contactNoticeWords() {
  return Object.fromEntries(
    PUBLIC_LOCALES.map((locale) => [
      locale,
      { notice: messagesFor(contactFormCatalogue, locale).notice, marketing: messagesFor(contactFormCatalogue, locale).marketing },
    ]),
  );
}
