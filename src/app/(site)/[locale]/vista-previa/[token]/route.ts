import { openPreviewLink } from "@/previews/open-link";

type Context = { params: Promise<{ locale: string; token: string }> };

/** A preview link: the token goes into a cookie and the visitor on to the preview page, without it in the address. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, token } = await params;
  return openPreviewLink(locale, token);
}
