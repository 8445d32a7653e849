/** Who answers for the data (the settings' legal name, else the trade name) and where the whole policy is. */
export type NoticeData = { controller: string; privacyHref: string };

/** The notice's words, in the form's language (each form's catalogue holds its own purposes). */
export type NoticeWords = { title: string; controller: string; items: readonly { label: string; text: string }[]; more: string; privacyLink: string };

/** A sentence's end after a name that may already end in a full stop ("Reformas Lago S.L."). */
const ended = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/**
 * The first layer of data-protection information (RGPD art. 13, the AEPD's layered model) in
 * small print beside a form's send button: who, why, on what basis, who else, the rights, and
 * the privacy policy (the second layer). `id` is what the button names in `aria-describedby`.
 * Plain markup with no hooks: the public forms draw it on the server and in the browser alike.
 */
export function PrivacyNotice({ id, words: n, controller, privacyHref }: NoticeData & { id: string; words: NoticeWords }) {
  const label = "font-medium text-foreground";
  return (
    <div id={id} className="text-xs leading-relaxed text-muted-foreground">
      <p className="font-semibold text-foreground">{n.title}</p>
      <ul className="mt-1 space-y-0.5">
        <li>
          <span className={label}>{n.controller}:</span> {ended(controller)}
        </li>
        {n.items.map((item) => (
          <li key={item.label}>
            <span className={label}>{item.label}:</span> {item.text}
          </li>
        ))}
        <li>
          <span className={label}>{n.more}:</span>{" "}
          <a href={privacyHref} className="underline underline-offset-2 hover:text-foreground">
            {n.privacyLink}
          </a>
          .
        </li>
      </ul>
    </div>
  );
}
