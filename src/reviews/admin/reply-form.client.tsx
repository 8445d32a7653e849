"use client";
import { useActionState } from "react";
import { Field } from "@/admin/components/field";
import { useMessages } from "@/i18n/locale-context.client";
import { Button } from "@/ui/button";
import { Textarea } from "@/ui/textarea";
import { replyToReviewFormAction, type ReplyFormState } from "../actions";
import { REVIEW_LIMITS } from "../list";

/** The company's reply to one review; a form posting a server action, so it works without JavaScript too. */
export function ReplyForm({ id, reply, repliedOn }: { id: string; reply: string; repliedOn: string | null }) {
  const m = useMessages("reviews");
  const [state, post, pending] = useActionState(replyToReviewFormAction, { seq: 0, reply, error: null } satisfies ReplyFormState);
  return (
    <form key={state.seq} method="post" action={post} noValidate aria-label={m.reply} className="flex flex-col gap-3">
      <input type="hidden" name="id" value={id} />
      <Field id="review-reply" label={m.reply} hint={repliedOn ? `${m.replyHint} ${m.repliedOn(repliedOn)}` : m.replyHint} error={state.error}>
        {(a) => <Textarea {...a} name="reply" rows={4} defaultValue={state.reply} maxLength={REVIEW_LIMITS.reply} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {m.saveReply}
        </Button>
      </div>
    </form>
  );
}
