import type { ReviewStatus } from "@/db/schema";
import { Badge } from "@/ui/badge";
import type { ReviewAdminMessages } from "./messages";

const VARIANT = { pending: "secondary", published: "success", hidden: "outline" } as const satisfies Record<ReviewStatus, string>;

export function ReviewStatusBadge({ m, status }: { m: ReviewAdminMessages; status: ReviewStatus }) {
  return <Badge variant={VARIANT[status]}>{m.statuses[status]}</Badge>;
}

/** Five stars drawn, the value read: "4 de 5". */
export function RatingStars({ m, rating }: { m: ReviewAdminMessages; rating: number }) {
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden className="text-amber-500">
        {"★".repeat(rating)}
        <span className="text-muted-foreground/40">{"★".repeat(5 - rating)}</span>
      </span>
      <span className="sr-only">{m.ratingValue(rating)}</span>
    </span>
  );
}
