import { openReviewLink } from "@/reviews/request-link";

type Context = { params: Promise<{ locale: string; token: string }> };

/** A review request link: the token goes into a cookie and the visitor on to the form, without it in the address. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, token } = await params;
  return openReviewLink(locale, token);
}
