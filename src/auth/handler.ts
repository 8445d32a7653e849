import { getAuth } from "./server";
import { isCrossSiteRequest } from "./same-origin";

/** Every `/api/auth/*` request, and the no-JavaScript sign-in forms' calls: a cross-site post is refused before better-auth sees it. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request)) {
    return Response.json({ code: "INVALID_ORIGIN", message: "Solicitud de otro sitio rechazada." }, { status: 403 });
  }
  const auth = await getAuth();
  return auth.handler(request);
}
