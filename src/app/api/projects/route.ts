import type { NextRequest } from "next/server";
import { listCategoryFilters } from "@/categories/queries";
import { readLandingPage } from "@/landing/load-projects";
import { parseCategory, parseLanguage, parsePage } from "@/landing/paging";
import { listPublishedProjectsPage } from "@/projects/queries";

export const dynamic = "force-dynamic";

/**
 * GET /api/projects?categoria={slug}&pagina={n}[&idioma=gl|en]: one page of the landing page's
 * cards as JSON, in the visitor's language, for its "Ver más" with JavaScript. Same parameters,
 * same cached reads as `/` itself.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams;
  const position = { categoria: parseCategory(params.get("categoria") ?? undefined), pagina: parsePage(params.get("pagina") ?? undefined) };
  try {
    const locale = parseLanguage(params.get("idioma"));
    const { projects, page, pageCount } = await readLandingPage(position, { categories: listCategoryFilters, page: listPublishedProjectsPage }, locale);
    return Response.json({ projects, page, pageCount }, { headers: { "Cache-Control": "no-cache" } });
  } catch (err) {
    console.error("[api/projects] could not load projects", err);
    return Response.json({ error: "Error al cargar proyectos de la base de datos." }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
