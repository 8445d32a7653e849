import { refusedArea } from "@/auth/admin/area-guard";
import { CheckCircle2, ExternalLink, FileCode, FileText, Gauge, Lightbulb, Search } from "lucide-react";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { PageHeader } from "@/admin/components/page-header";
import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { siteUrl } from "@/platform/site-url";
import { DownloadFileButton } from "@/seo/admin/download-file-button.client";
import { pageSpeedUrl, searchConsoleUrl, seoMessages, type SeoMessages } from "@/seo/admin/messages";
import { Button } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";

export const generateMetadata = () => adminMetadata(seoMessages, (m) => m.pageTitle);

function ToolCard({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">{children}</CardContent>
    </Card>
  );
}

function ExternalButton({ href, newTab, children }: { href: string; newTab: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" className="w-full sm:w-auto">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden />
        {children}
        <span className="sr-only"> {newTab}</span>
      </a>
    </Button>
  );
}

export default async function SeoPage() {
  const denied = await refusedArea("content");
  if (denied) return denied;
  // SITE_URL is read per request, like the live files, not frozen at build time.
  await connection();
  const m: SeoMessages = messagesFor(seoMessages, await adminLocale());
  const origin = siteUrl();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description={m.subtitle} />
      <div className="grid gap-4 md:grid-cols-2">
        <ToolCard icon={<FileCode aria-hidden className="size-5" />} title={m.sitemapTitle} description={m.sitemapDescription}>
          <DownloadFileButton
            file="sitemap.xml"
            label={m.sitemapButton}
            successTitle={m.sitemapSuccessTitle}
            successText={m.sitemapSuccess}
            errorText={m.sitemapError}
          />
        </ToolCard>
        <ToolCard icon={<FileText aria-hidden className="size-5" />} title={m.robotsTitle} description={m.robotsDescription}>
          <DownloadFileButton
            file="robots.txt"
            label={m.robotsButton}
            successTitle={m.robotsSuccessTitle}
            successText={m.robotsSuccess}
            errorText={m.robotsError}
          />
        </ToolCard>
        <ToolCard icon={<Gauge aria-hidden className="size-5" />} title={m.speedTitle} description={m.speedDescription}>
          <ExternalButton href={pageSpeedUrl(origin)} newTab={m.newTab}>
            {m.speedButton}
          </ExternalButton>
        </ToolCard>
        <ToolCard icon={<Search aria-hidden className="size-5" />} title={m.consoleTitle} description={m.consoleDescription}>
          <ExternalButton href={searchConsoleUrl(origin)} newTab={m.newTab}>
            {m.consoleButton}
          </ExternalButton>
        </ToolCard>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{m.guideTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <GuideList
            id="seo-implemented"
            title={m.implementedTitle}
            items={m.implemented}
            icon={<CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />}
          />
          <GuideList
            id="seo-recommendations"
            title={m.recommendationsTitle}
            items={m.recommendations}
            icon={<Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-500" />}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function GuideList({ id, title, items, icon }: { id: string; title: string; items: readonly string[]; icon: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 font-semibold">
        {title}
      </h3>
      <ul className="flex flex-col gap-2 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            {icon}
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
