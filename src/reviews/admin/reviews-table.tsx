import { MessageSquareReply, Pencil, Trash2 } from "lucide-react";
import Link from "next/link";
import { listHref } from "@/admin/list-query";
import { formatDate } from "@/lib/dates";
import { buttonVariants } from "@/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";
import type { ReviewListRow } from "../admin-queries";
import { REVIEWS_LIST } from "../list";
import type { ReviewAdminMessages } from "./messages";
import { RatingStars, ReviewStatusBadge } from "./status-badge";
import { ReviewStatusButtons } from "./status-buttons";

/** A review's text in the list: its first 140 characters. */
export const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

type Props = {
  m: ReviewAdminMessages;
  rows: ReviewListRow[];
  /** The list's address as shown (search, filter, page): where each row's actions come back to. */
  here: string;
  /** The list's parameters, for the delete question's link. */
  params: Record<string, string | number | undefined>;
};

/** One page of reviews, drawn on the server: every action is a link or a form, none needs a script. */
export function ReviewsTable({ m, rows, here, params }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{m.author}</TableHead>
          <TableHead>{m.rating}</TableHead>
          <TableHead className="hidden md:table-cell">{m.text}</TableHead>
          <TableHead className="hidden sm:table-cell">{m.date}</TableHead>
          <TableHead>{m.status}</TableHead>
          <TableHead className="text-right">{m.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-review-row={r.id}>
            <TableCell>
              <div className="font-medium">{r.authorName}</div>
              <div className="text-xs text-muted-foreground">{r.town}</div>
              {r.projectTitle ? <div className="text-xs text-muted-foreground">{r.projectTitle}</div> : null}
            </TableCell>
            <TableCell>
              <RatingStars m={m} rating={r.rating} />
            </TableCell>
            <TableCell className="hidden max-w-md text-sm text-muted-foreground md:table-cell">
              <span lang={r.language}>{excerpt(r.text)}</span>
              {r.reply ? (
                <span className="mt-1 flex items-center gap-1 text-xs">
                  <MessageSquareReply aria-hidden className="size-3" />
                  {m.replied}
                </span>
              ) : null}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{formatDate(r.reviewDate)}</TableCell>
            <TableCell>
              <ReviewStatusBadge m={m} status={r.status} />
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-1">
                <ReviewStatusButtons m={m} id={r.id} author={r.authorName} status={r.status} back={here} compact />
                <Link
                  href={`${REVIEWS_LIST}/${r.id}/edit`}
                  aria-label={m.editOf(r.authorName)}
                  className={buttonVariants({ variant: "ghost", size: "icon", className: "size-9" })}
                >
                  <Pencil aria-hidden />
                </Link>
                <Link
                  href={listHref(REVIEWS_LIST, { ...params, eliminar: r.id })}
                  aria-label={m.removeOf(r.authorName)}
                  className={buttonVariants({
                    variant: "ghost",
                    size: "icon",
                    className: "size-9 text-destructive hover:bg-destructive/10 hover:text-destructive",
                  })}
                >
                  <Trash2 aria-hidden />
                </Link>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
