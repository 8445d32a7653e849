import type { Metadata } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { listCategoryFilters } from "@/categories/queries";
import { messagesFor } from "@/i18n/catalogue";
import { localizeTexts } from "@/i18n/content";
import { DEFAULT_LOCALE, isPublicLocale, localizedHref, type PublicLocale } from "@/i18n/locales";
import { openAnswer, QUOTE_ANSWER_COOKIE } from "@/leads/quote/answer-cookie";
import { QuoteForm } from "@/leads/quote/components/quote-form";
import { quoteCatalogue, quoteFormMessages } from "@/leads/quote/messages";
import { localizeProject } from "@/projects/localize";
import { getPublishedProject } from "@/projects/queries";
import { pageMetadata } from "@/seo/metadata";
import { getPublicSettings, localizeSettings } from "@/settings/queries";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ proyecto?: string | string[] }>;
};

const pageLocale = (value: string): PublicLocale => (isPublicLocale(value) ? value : DEFAULT_LOCALE);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  await connection();
  const locale = pageLocale((await params).locale);
  const settings = localizeSettings(await getPublicSettings(), locale);
  const q = messagesFor(quoteCatalogue, locale);
  return pageMetadata({
    title: `${q.metaTitle} | ${settings.companyName}`,
    description: q.metaDescription,
    path: "/presupuesto",
    locale,
    siteName: settings.companyName,
  });
}

/**
 * The quote request page: the "Solicitar presupuesto" buttons lead here (a project page's with
 * `?proyecto=<slug>`), so the landing page carries no second form and no extra script. Never
 * kept by the page cache: it shows the answer to the visitor's own post (a cookie).
 */
export default async function QuotePage({ params, searchParams }: Props) {
  await connection();
  const locale = pageLocale((await params).locale);
  const q = messagesFor(quoteCatalogue, locale);
  const { proyecto } = await searchParams;
  const wanted = typeof proyecto === "string" && proyecto.length <= 200 && SLUG.test(proyecto) ? proyecto : null;
  const [settings, categories, record, jar] = await Promise.all([
    getPublicSettings().then((s) => localizeSettings(s, locale)),
    listCategoryFilters(),
    wanted ? getPublishedProject(wanted) : null,
    cookies(),
  ]);
  const answer = openAnswer(jar.get(QUOTE_ANSWER_COOKIE)?.value);
  const project = record ? localizeProject(record, locale) : null;
  return (
    <main>
      <section id="formulario" aria-labelledby="quote-title" className="scroll-mt-16 bg-muted/40 pb-12 pt-24 sm:pb-16 sm:pt-28">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h1 id="quote-title" className="text-3xl font-bold sm:text-4xl">
            {q.title}
          </h1>
          <p className="mt-4 text-muted-foreground">{q.intro}</p>
          {project && <p className="mt-2 text-sm text-muted-foreground">{q.fromProject(project.title)}</p>}
          <div className="mt-8 rounded-xl border bg-background p-5 shadow-sm sm:p-6">
            <QuoteForm
              messages={quoteFormMessages(locale)}
              notice={{ controller: settings.legalName ?? settings.companyName, privacyHref: localizedHref(locale, settings.privacyPolicyUrl) }}
              locale={locale}
              categories={categories.map((c) => ({ id: c.id, name: localizeTexts({ name: c.name }, c.translations, locale).name }))}
              project={record ? wanted : null}
              answer={answer?.result ?? null}
              values={answer && !answer.result.ok ? answer.values : {}}
            />
          </div>
        </div>
      </section>
    </main>
  );
}
