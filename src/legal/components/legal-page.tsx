import { ArrowLeft } from "@/ui/icons";
import { messagesFor } from "@/i18n/catalogue";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { legalMessages } from "../messages";
import type { LegalBlock, LegalDocument, LegalInline } from "../types";

const linkClass = "font-medium text-primary underline underline-offset-4 hover:no-underline";

function Inline({ parts }: { parts: LegalInline[] }) {
  return parts.map((part, i) => {
    if (typeof part === "string") return part;
    if ("strong" in part) {
      return (
        <strong key={i} className="font-semibold text-foreground">
          {part.text}
        </strong>
      );
    }
    if (part.href.startsWith("/")) {
      return (
        <a key={i} href={part.href} className={linkClass}>
          {part.text}
        </a>
      );
    }
    const external = /^https?:/.test(part.href);
    return (
      <a key={i} href={part.href} className={`${linkClass} break-words`} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {part.text}
      </a>
    );
  });
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === "h3") {
    return (
      <h3 id={block.id} className="scroll-mt-24 pt-2 text-lg font-semibold tracking-tight">
        {block.text}
      </h3>
    );
  }
  if (block.kind === "p") {
    return (
      <p>
        <Inline parts={block.content} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-primary">
      {block.items.map((item, i) => (
        <li key={i} className="pl-1">
          <Inline parts={item} />
        </li>
      ))}
    </ul>
  );
}

/** dd/MM/yyyy → yyyy-MM-dd for the machine-readable <time>. */
const isoDate = (ddMMyyyy: string) => ddMMyyyy.split("/").reverse().join("-");

/**
 * A legal text: title, optional last-updated date (dd/MM/yyyy in every language), a table of
 * contents and numbered sections, with the page's own words in `locale`. The document's links
 * are already in its language (see ../types.ts).
 */
export function LegalPage({ document, lastUpdated, locale }: { document: LegalDocument; lastUpdated?: string; locale: PublicLocale }) {
  const m = messagesFor(legalMessages, locale);
  return (
    <main className="px-4 pb-20 pt-24 sm:px-6 sm:pt-28">
      <article className="mx-auto max-w-3xl">
        <a
          href={localizedPath(locale, "/")}
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {m.backHome}
        </a>

        <header className="mt-6 border-b pb-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
          {lastUpdated && (
            <p className="mt-3 text-sm text-muted-foreground">
              {m.lastUpdated} <time dateTime={isoDate(lastUpdated)}>{lastUpdated}</time>
            </p>
          )}
          <div className="mt-6 space-y-4 text-base leading-7">
            {document.intro.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </div>
        </header>

        <nav aria-labelledby="legal-toc" className="mt-8 rounded-xl border bg-muted/40 p-5 sm:p-6">
          <p id="legal-toc" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {m.contents}
          </p>
          <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {document.sections.map((section, i) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="hover:text-primary hover:underline">
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {document.sections.map((section, i) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight sm:text-2xl">
              {i + 1}. {section.title}
            </h2>
            <div className="mt-4 space-y-4 text-base leading-7 text-foreground/90">
              {section.blocks.map((block, j) => (
                <Block key={j} block={block} />
              ))}
            </div>
          </section>
        ))}
      </article>
    </main>
  );
}
