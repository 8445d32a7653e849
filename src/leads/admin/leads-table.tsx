import Link from "next/link";
import type { Locale } from "@/i18n/locales";
import { formatNumber } from "@/i18n/format";
import { formatDate } from "@/lib/dates";
import { Badge } from "@/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";
import { leadHref } from "../paths";
import type { LeadCard } from "../service";
import type { LeadAdminMessages } from "./messages";
import { NextActionDue } from "./next-action-due";

/** One page of leads, drawn on the server: each row links to its lead. */
export function LeadsTable({ m, locale, rows, today }: { m: LeadAdminMessages; locale: Locale; rows: LeadCard[]; today: string }) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{m.name}</TableHead>
          <TableHead>{m.stage}</TableHead>
          <TableHead className="hidden md:table-cell">{m.source}</TableHead>
          <TableHead className="hidden sm:table-cell">{m.value}</TableHead>
          <TableHead className="hidden md:table-cell">{m.assignee}</TableHead>
          <TableHead className="hidden lg:table-cell">{m.nextAction}</TableHead>
          <TableHead className="hidden sm:table-cell">{m.received}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-lead-row={r.id}>
            <TableCell>
              <Link href={leadHref(r.id)} className="font-medium underline-offset-4 hover:underline">
                {r.name}
              </Link>
              <div className="max-w-xs truncate text-xs text-muted-foreground">{r.subject}</div>
            </TableCell>
            <TableCell>
              <Badge variant={r.stage === "perdido" ? "outline" : r.stage === "ganado" ? "default" : "secondary"}>{m.stages[r.stage]}</Badge>
            </TableCell>
            <TableCell className="hidden text-sm md:table-cell">{m.sources[r.source as keyof LeadAdminMessages["sources"]]}</TableCell>
            <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
              {r.estimatedValue === null ? "" : m.euros(formatNumber(locale, r.estimatedValue))}
            </TableCell>
            <TableCell className="hidden text-sm md:table-cell">{r.assigneeName ?? m.unassigned}</TableCell>
            <TableCell className="hidden lg:table-cell">
              <NextActionDue m={m} day={r.nextActionOn} stage={r.stage} today={today} />
            </TableCell>
            <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{formatDate(r.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
