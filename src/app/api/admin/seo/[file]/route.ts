import { AuthorizationError, requireRole } from "@/auth/server";
import { SEO_FILES, type SeoFileName } from "@/seo/files";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET /api/admin/seo/sitemap.xml | robots.txt — the live file's current content as an
 * attachment, for the SEO screen's download buttons (the SEO tools: content roles only).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  try {
    await requireRole("content");
  } catch (err) {
    if (err instanceof AuthorizationError)
      return Response.json({ error: err.message }, { status: err.reason === "unauthorized" ? 401 : 403, headers: NO_STORE });
    throw err;
  }
  const { file: name } = await params;
  if (!Object.hasOwn(SEO_FILES, name)) return Response.json({ error: "Archivo desconocido" }, { status: 404, headers: NO_STORE });
  const file = SEO_FILES[name as SeoFileName];
  return new Response(await file.build(), {
    headers: { ...NO_STORE, "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${name}"` },
  });
}
