import Link from "next/link";
import { Button, buttonVariants } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { deleteReviewFormAction } from "../actions";
import type { ReviewAdminMessages } from "./messages";

type Props = { m: ReviewAdminMessages; id: string; author: string; back: string; cancelHref: string };

/**
 * The delete question (`?eliminar=<id>`), asked on the page itself so that it needs no script:
 * "Eliminar" posts the server action, "Cancelar" is a link back.
 */
export function DeleteReviewConfirmation({ m, id, author, back, cancelHref }: Props) {
  return (
    <Card role="alertdialog" aria-labelledby="delete-review-title" aria-describedby="delete-review-description" className="border-destructive/50">
      <CardHeader>
        <CardTitle id="delete-review-title" className="text-lg">
          {m.confirmTitle}
        </CardTitle>
        <CardDescription id="delete-review-description">{m.confirmDescription(author)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" action={deleteReviewFormAction} className="flex flex-wrap justify-end gap-2">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="back" value={back} />
          <Link href={cancelHref} className={buttonVariants({ variant: "outline" })}>
            {m.cancel}
          </Link>
          <Button type="submit" variant="destructive">
            {m.confirmDelete}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
