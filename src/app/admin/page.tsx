import { refusedArea } from "@/auth/admin/area-guard";
import { ArrowRight, Eye, FolderKanban, Images, Mail, Users } from "lucide-react";
import { can } from "@/auth/permissions";
import { getSessionUser } from "@/auth/server";
import Link from "next/link";
import { adminMetadata } from "@/admin/metadata";
import { loadUnreadSummary } from "@/contact/admin-queries";
import { UnreadSummary } from "@/contact/admin/unread-summary";
import { RecentActivity } from "@/dashboard/admin/recent-activity";
import { SetupChecklist } from "@/dashboard/admin/setup-checklist";
import { StatCard } from "@/dashboard/admin/stat-card";
import { getDashboard } from "@/dashboard/admin-queries";
import { LeadFollowUp } from "@/dashboard/admin/lead-follow-up";
import { LeadFunnel } from "@/dashboard/admin/lead-funnel";
import { loadFollowUp, loadFunnel, parseFunnelParams } from "@/leads/follow-up-queries";
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
  const denied = await refusedArea("dashboard");
  if (denied) return denied;
  const params = await searchParams;
  const outdatedPage = parseOutdatedPage(params);
  const funnelParams = parseFunnelParams(params);
  const current = await getSessionUser();
  // Each card only for a role that may use what it shows (src/auth/permissions.ts).
  const content = can(current, "content");
  const enquiries = can(current, "enquiries");
  const [{ stats, activity, setup }, unread, followUp, funnel, locale] = await Promise.all([
    getDashboard(),
    enquiries ? loadUnreadSummary() : null,
    enquiries ? loadFollowUp() : null,
    enquiries ? loadFunnel(funnelParams.period, funnelParams.page) : null,
    adminLocale(),
  ]);
  const m = messagesFor(dashboardMessages, locale);
  const count = (n: number) => formatNumber(locale, n);
  const quickActions = [
    ...(content
      ? [
          { href: "/admin/about-gallery", ...m.aboutGallery, icon: Images },
          { href: "/admin/projects", ...m.projects, icon: FolderKanban },
        ]
      : []),
    ...(enquiries && !content ? [{ href: "/admin/contact-messages", ...m.inbox, icon: Mail }] : []),
  ];
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
        <p className="mt-1 text-muted-foreground">{m.subtitle}</p>
      </header>

      {setup ? <SetupChecklist setup={setup} /> : null}

      {/* What waits for an answer or a review comes before the figures. */}
      {unread ? <UnreadSummary summary={unread} /> : null}
      {followUp ? <LeadFollowUp followUp={followUp} /> : null}
      {content ? <OutdatedTranslations page={outdatedPage} /> : null}

      <section aria-label={m.figures} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {stats.galleryImages !== null ? (
          <StatCard id="gallery-images" {...m.stats.galleryImages} value={count(stats.galleryImages)} icon={Images} href="/admin/about-gallery" />
        ) : null}
        {stats.publishedProjects !== null ? (
          <StatCard id="published-projects" {...m.stats.publishedProjects} value={count(stats.publishedProjects)} icon={FolderKanban} href="/admin/projects" />
        ) : null}
        {stats.users !== null ? <StatCard id="users" {...m.stats.users} value={count(stats.users)} icon={Users} href="/admin/users" /> : null}
        <StatCard id="page-views" {...m.stats.pageViews} value={count(stats.views30d)} icon={Eye} />
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        {quickActions.length > 0 ? (
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
        ) : null}
        <div className={quickActions.length > 0 ? "lg:col-span-3" : "lg:col-span-5"}>
          <RecentActivity entries={activity} />
        </div>
      </div>

      {funnel ? <LeadFunnel funnel={funnel} /> : null}
    </div>
  );
}
