import { refusedArea } from "@/auth/admin/area-guard";
import { Columns3, List, Mail, MessageCircle, Phone } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { PageHeader } from "@/admin/components/page-header";
import { firstParam, parsePage, type SearchParams } from "@/admin/list-query";
import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import { mailtoLink, whatsappReplyLink } from "@/contact/reply-links";
import { messagesFor } from "@/i18n/catalogue";
import { formatNumber } from "@/i18n/format";
import { formatDateTime } from "@/lib/dates";
import { loadLead } from "@/leads/admin-queries";
import { AssignForm, NextActionForm, NoteForm, StageForm, ValueForm } from "@/leads/admin/lead-editors";
import { leadAdminMessages } from "@/leads/admin/messages";
import { NextActionDue } from "@/leads/admin/next-action-due";
import { LeadNoticeBanner } from "@/leads/admin/notice-banner";
import { LeadPhotos } from "@/leads/admin/lead-photos";
import { QuoteSummary } from "@/leads/admin/quote-summary";
import { Timeline } from "@/leads/admin/timeline";
import { LEADS_BOARD, LEADS_LIST, parseFailure, parseNotice } from "@/leads/paths";
import { isLeadStage } from "@/leads/stages";
import { Badge } from "@/ui/badge";
import { Button, buttonVariants } from "@/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/ui/card";

export const generateMetadata = () => adminMetadata(leadAdminMessages, (m) => m.title);

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export default async function LeadPage({ params, searchParams }: Props) {
  const denied = await refusedArea("enquiries");
  if (denied) return denied;
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  const query = await searchParams;
  const view = await loadLead(id, parsePage(query.historial));
  if (!view) notFound();
  const locale = await adminLocale();
  const m = messagesFor(leadAdminMessages, locale);
  const { lead } = view;
  const failure = parseFailure(firstParam(query.fallo));
  const asked = firstParam(query.etapa);
  const mailto = mailtoLink(lead);
  const whatsapp = whatsappReplyLink(lead);
  const fromWeb = lead.source === "form" || lead.source === "quote";
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={lead.name} description={lead.subject}>
        <div className="flex flex-wrap gap-2">
          <Link href={LEADS_BOARD} className={buttonVariants({ variant: "outline" })}>
            <Columns3 aria-hidden />
            {m.viewBoard}
          </Link>
          <Link href={LEADS_LIST} className={buttonVariants({ variant: "outline" })}>
            <List aria-hidden />
            {m.viewList}
          </Link>
        </div>
      </PageHeader>
      <LeadNoticeBanner m={m} notice={parseNotice(firstParam(query.aviso))} failure={failure} />
      {/* Every fact after the stage but the last ends with its "·": a line that wraps starts with a fact, never a dot. */}
      <div className="flex flex-wrap items-center gap-2 text-sm [&>span:not(:first-child):not(:last-child)]:after:ml-2 [&>span:not(:first-child):not(:last-child)]:after:content-['·']">
        <Badge data-testid="lead-stage">{m.stages[lead.stage]}</Badge>
        <span className="text-muted-foreground">{m.sources[lead.source]}</span>
        <span className="text-muted-foreground">{m.receivedOn(formatDateTime(lead.createdAt))}</span>
        {lead.createdByName ? <span className="text-muted-foreground">{m.createdBy(lead.createdByName)}</span> : null}
        {lead.estimatedValue !== null ? <span className="tabular-nums">{m.euros(formatNumber(locale, lead.estimatedValue))}</span> : null}
        <NextActionDue m={m} day={lead.nextActionOn} stage={lead.stage} today={view.today} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{m.contact}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
                {lead.email ? (
                  <>
                    <dt className="font-medium">{m.email}</dt>
                    <dd className="break-all">{lead.email}</dd>
                  </>
                ) : null}
                {lead.phone ? (
                  <>
                    <dt className="font-medium">{m.phone}</dt>
                    <dd>{lead.phone}</dd>
                  </>
                ) : null}
              </dl>
              <div>
                <p className="text-sm font-medium">{m.message}</p>
                <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-muted/60 p-3 text-sm" data-testid="lead-message">
                  {lead.message || m.noMessage}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {mailto ? (
                  <Button asChild size="sm">
                    <a href={mailto}>
                      <Mail aria-hidden />
                      {m.replyEmail}
                    </a>
                  </Button>
                ) : null}
                {whatsapp ? (
                  <Button asChild size="sm" variant="outline">
                    <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                      <MessageCircle aria-hidden />
                      {m.replyWhatsapp}
                    </a>
                  </Button>
                ) : null}
                {lead.phone ? (
                  <Button asChild size="sm" variant="outline">
                    <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>
                      <Phone aria-hidden />
                      {lead.phone}
                    </a>
                  </Button>
                ) : null}
              </div>
            </CardContent>
          </Card>
          {lead.quote ? <QuoteSummary m={m} locale={locale} quote={lead.quote} /> : null}
          <LeadPhotos messageId={lead.id} photos={view.photos} locale={locale} />
          <Card id="timeline">
            <CardHeader>
              <CardTitle>{m.timeline}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              <NoteForm m={m} id={lead.id} />
              <Timeline m={m} locale={locale} id={lead.id} timeline={view.timeline} receivedAt={fromWeb ? lead.createdAt : null} />
            </CardContent>
          </Card>
        </div>
        <div className="flex flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-6 pt-6">
              <StageForm
                key={`${lead.stage}-${lead.lostReason ?? ""}`}
                m={m}
                id={lead.id}
                stage={lead.stage}
                lostReason={lead.lostReason}
                asked={isLeadStage(asked) ? asked : null}
                reasonMissing={failure === "reason"}
              />
              <AssignForm key={lead.assignedTo ?? "none"} m={m} id={lead.id} assignedTo={lead.assignedTo} assignees={view.assignees} viewerId={view.viewerId} />
              <ValueForm key={String(lead.estimatedValue)} m={m} id={lead.id} value={lead.estimatedValue} />
              <NextActionForm key={`${lead.nextAction}-${lead.nextActionOn}`} m={m} id={lead.id} text={lead.nextAction} day={lead.nextActionOn} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
