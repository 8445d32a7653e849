import { Ban, ExternalLink } from "lucide-react";
import Link from "next/link";
import { formatDate } from "@/lib/dates";
import { Badge } from "@/ui/badge";
import { Button, buttonVariants } from "@/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";
import type { ReviewRequestRow } from "../admin-queries";
import { revokeReviewRequestFormAction } from "../actions";
import { REVIEWS_LIST } from "../list";
import type { RequestState } from "../request-token";
import type { ReviewAdminMessages } from "./messages";

const VARIANT = { waiting: "secondary", used: "success", expired: "outline", revoked: "outline" } as const satisfies Record<RequestState, string>;

type Props = {
  m: ReviewAdminMessages;
  rows: ReviewRequestRow[];
  here: string;
  /** Whether the person may open reviews (a comercial sends links but does not moderate). */
  moderates: boolean;
};

/** One page of review request links, drawn on the server: "Revocar" is a form, so it needs no script. */
export function ReviewRequestsTable({ m, rows, here, moderates }: Props) {
  const r = m.requests;
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{r.customer}</TableHead>
          <TableHead className="hidden sm:table-cell">{r.created}</TableHead>
          <TableHead className="hidden sm:table-cell">{r.expires}</TableHead>
          <TableHead>{r.state}</TableHead>
          <TableHead className="text-right">{m.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-request-row={row.id} data-request-state={row.state}>
            <TableCell>
              <div className="font-medium">{row.customerName}</div>
              {row.projectTitle ? <div className="text-xs text-muted-foreground">{row.projectTitle}</div> : null}
              <div className="text-xs text-muted-foreground">{r.languages[row.language]}</div>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{formatDate(row.createdAt)}</TableCell>
            <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{formatDate(row.expiresAt)}</TableCell>
            <TableCell>
              <Badge variant={VARIANT[row.state]}>{r.states[row.state]}</Badge>
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-1">
                {row.state === "waiting" ? (
                  <form method="post" action={revokeReviewRequestFormAction}>
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="back" value={here} />
                    <Button type="submit" variant="ghost" size="sm" aria-label={r.revokeOf(row.customerName)}>
                      <Ban aria-hidden />
                      {r.revoke}
                    </Button>
                  </form>
                ) : null}
                {row.reviewId && moderates ? (
                  <Link href={`${REVIEWS_LIST}/${row.reviewId}/edit`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                    <ExternalLink aria-hidden />
                    {r.viewReview}
                  </Link>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
