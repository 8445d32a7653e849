import {
  Bath,
  BedDouble,
  CalendarCheck,
  CalendarDays,
  CircleCheck,
  ClipboardList,
  HardHat,
  Paintbrush,
  Ruler,
  Share2,
  User,
  Wallet,
  type IconComponent,
} from "@/ui/icons";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/dates";
import type { ProjectDetailDto } from "../types";
import { messagesFor } from "@/i18n/catalogue";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { projectMessages, type ProjectMessages } from "../messages";
import { ShareButton } from "./share-button";

type Fact = { icon: IconComponent; label: string; value: ReactNode };

function facts(p: ProjectDetailDto, m: ProjectMessages["details"]): Fact[] {
  const list: (Fact | null)[] = [
    p.completionDate ? { icon: CalendarCheck, label: m.completionDate, value: <time dateTime={p.completionDate}>{formatDate(p.completionDate)}</time> } : null,
    p.startDate ? { icon: CalendarDays, label: m.startDate, value: <time dateTime={p.startDate}>{formatDate(p.startDate)}</time> } : null,
    p.client ? { icon: User, label: m.client, value: p.client } : null,
    p.areaSqm != null && p.areaSqm > 0 ? { icon: Ruler, label: m.area, value: m.areaValue(p.areaSqm) } : null,
    p.budgetRange ? { icon: Wallet, label: m.budget, value: p.budgetRange } : null,
    p.bedrooms != null && p.bedrooms > 0 ? { icon: BedDouble, label: m.bedrooms, value: p.bedrooms } : null,
    p.bathrooms != null && p.bathrooms > 0 ? { icon: Bath, label: m.bathrooms, value: p.bathrooms } : null,
    p.constructionType ? { icon: HardHat, label: m.constructionType, value: p.constructionType } : null,
  ];
  return list.filter((f): f is Fact => f !== null);
}

const PHASE_ICONS = [ClipboardList, HardHat, Paintbrush];

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn("rounded-xl border bg-card p-6 text-card-foreground shadow-sm", className)}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const shareClass =
  "mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ring-offset-background";

/** Info card, description, features, materials, share card and the fixed three-phase timeline. */
export function ProjectDetails({ project, locale }: { project: ProjectDetailDto; locale: PublicLocale }) {
  const m = messagesFor(projectMessages, locale).details;
  const share = messagesFor(projectMessages, locale).share;
  const info = facts(project, m);
  const description = project.description || project.shortDescription;
  const materials = project.materials.filter(([name, value]) => name.trim() && value.trim());
  const features = project.features.filter((f) => f.trim());

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        {description && (
          <Panel title={m.description}>
            <p className="whitespace-pre-line leading-relaxed text-muted-foreground">{description}</p>
          </Panel>
        )}
        {features.length > 0 && (
          <Panel title={m.features}>
            <ul className="grid gap-3 sm:grid-cols-2">
              {features.map((f) => (
                <li key={f} className="flex items-start gap-2">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
          </Panel>
        )}
        {materials.length > 0 && (
          <Panel title={m.materials}>
            <dl className="divide-y">
              {materials.map(([name, value]) => (
                <div key={name} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4">
                  <dt className="font-medium">{name}</dt>
                  <dd className="text-muted-foreground sm:col-span-2">{value}</dd>
                </div>
              ))}
            </dl>
          </Panel>
        )}
        <Panel title={m.timeline}>
          <ol className="grid gap-6 md:grid-cols-3">
            {m.phases.map((phase, i) => {
              const Icon = PHASE_ICONS[i];
              return (
                <li key={phase.name} className="relative flex gap-4 md:flex-col md:gap-3">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden>
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <p className="font-semibold">
                      <span className="text-muted-foreground">{i + 1}. </span>
                      {phase.name}
                    </p>
                    <p className="mt-1 text-sm text-muted-foreground">{phase.text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </Panel>
      </div>

      <div className="space-y-6">
        {info.length > 0 && (
          <Panel title={m.info}>
            <dl className="space-y-4">
              {info.map(({ icon: Icon, label, value }) => (
                <div key={label} className="flex items-start gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-primary" aria-hidden>
                    <Icon className="size-4" />
                  </span>
                  <div>
                    <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                </div>
              ))}
            </dl>
          </Panel>
        )}
        <Panel title={m.share}>
          <p className="text-sm text-muted-foreground">{m.shareText}</p>
          <ShareButton
            title={project.title}
            path={localizedPath(locale, `/projeto/${project.slug}`)}
            messages={{ copied: share.copied, copiedText: share.copiedText, failed: share.failed, close: messagesFor(projectMessages, locale).gallery.close }}
            className={shareClass}
          >
            <Share2 className="size-4" aria-hidden />
            {share.button}
          </ShareButton>
        </Panel>
      </div>
    </div>
  );
}
