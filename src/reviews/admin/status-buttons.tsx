import { Eye, EyeOff } from "lucide-react";
import type { ReviewStatus } from "@/db/schema";
import { Button } from "@/ui/button";
import { setReviewStatusFormAction } from "../actions";
import type { ReviewAdminMessages } from "./messages";

type Props = { m: ReviewAdminMessages; id: string; author: string; status: ReviewStatus; back: string; compact?: boolean };

/**
 * "Publicar" for a pending or hidden review, "Ocultar" for a published one: a form posting the
 * server action (it works before, and without, any JavaScript), back to the page it was on.
 */
export function ReviewStatusButtons({ m, id, author, status, back, compact = false }: Props) {
  const next: ReviewStatus = status === "published" ? "hidden" : "published";
  const label = next === "published" ? m.publish : m.hide;
  const Icon = next === "published" ? Eye : EyeOff;
  return (
    <form method="post" action={setReviewStatusFormAction}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={next} />
      <input type="hidden" name="back" value={back} />
      <Button
        type="submit"
        variant={compact ? "ghost" : next === "published" ? "default" : "outline"}
        size={compact ? "sm" : "default"}
        aria-label={next === "published" ? m.publishOf(author) : m.hideOf(author)}
      >
        <Icon aria-hidden />
        {label}
      </Button>
    </form>
  );
}
