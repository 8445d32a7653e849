import { ArrowRight, Eye, FolderKanban, Images, Users } from "lucide-react";
import Link from "next/link";
import { adminMetadata } from "@/admin/metadata";
import { loadUnreadSummary } from "@/contact/admin-queries";
import { UnreadSummary } from "@/contact/admin/unread-summary";
import { RecentActivity } from "@/dashboard/admin/recent-activity";
import { SetupChecklist } from "@/dashboard/admin/setup-checklist";
import { StatCard } from "@/dashboard/admin/stat-card";
import { getDashboard } from "@/dashboard/admin-queries";
import { dashboardMessages } from "@/dashboard/admin/messages";
import { messagesFor } from "@/i18n/catalogue";
import { formatNumber } from "@/i18n/format";
import { adminLocale } from "@/auth/admin-locale";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { OutdatedTranslations } from "@/translation-review/admin/outdated-translations";
import { parseOutdatedPage } from "@/translation-review/admin-queries";

export const generateMetadata = () => adminMetadata(dashboardMessages, (m) => m.title);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminDashboardPage({ searchParams }: Props) {
  const outdatedPage = parseOutdatedPage(await searchParams);
  const [{ stats, activity, setup }, unread, locale] = await Promise.all([getDashboard(), loadUnreadSummary(), adminLocale()]);
  const m = messagesFor(dashboardMessages, locale);
  const count = (n: number) => formatNumber(locale, n);
  const quickActions = [
    { href: "/admin/about-gallery", ...m.aboutGallery, icon: Images },
    { href: "/admin/projects", ...m.projects, icon: FolderKanban },
  ];
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
        <p className="mt-1 text-muted-foreground">{m.subtitle}</p>
      </header>

      <SetupChecklist setup={setup} />

      {/* What waits for an answer or a review comes before the figures. */}
      <UnreadSummary summary={unread} />
      <OutdatedTranslations page={outdatedPage} />

      <section aria-label={m.figures} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard id="gallery-images" {...m.stats.galleryImages} value={count(stats.galleryImages)} icon={Images} href="/admin/about-gallery" />
        <StatCard id="published-projects" {...m.stats.publishedProjects} value={count(stats.publishedProjects)} icon={FolderKanban} href="/admin/projects" />
        <StatCard id="users" {...m.stats.users} value={count(stats.users)} icon={Users} href="/admin/users" />
        <StatCard id="page-views" {...m.stats.pageViews} value={count(stats.views30d)} icon={Eye} />
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg">{m.quickActions}</CardTitle>
            <CardDescription>{m.quickActionsHint}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {quickActions.map(({ href, label, description, icon: Icon }) => (
              <Link
                key={href}
                href={href}
                className="group flex items-center gap-3 rounded-md border p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary" aria-hidden>
                  <Icon className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">{label}</span>
                  <span className="block text-xs text-muted-foreground">{description}</span>
                </span>
                <ArrowRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden />
              </Link>
            ))}
          </CardContent>
        </Card>
        <div className="lg:col-span-3">
          <RecentActivity entries={activity} />
        </div>
      </div>
    </div>
  );
}
