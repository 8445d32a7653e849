import { getAuth } from "@/auth/server";
import { isCrossSiteRequest } from "@/auth/same-origin";

export const dynamic = "force-dynamic";

async function handle(request: Request) {
  if (isCrossSiteRequest(request)) {
    return Response.json({ code: "INVALID_ORIGIN", message: "Solicitud de otro sitio rechazada." }, { status: 403 });
  }
  const auth = await getAuth();
  return auth.handler(request);
}

export { handle as GET, handle as POST };
