import { describe, expect, vi } from "vitest";
import { deleteProjectImageAction } from "@/media/actions";
import { mediaAdminMessages } from "@/media/admin/messages";
import { checkProjectSlugAction, createProjectAction, deleteProjectAction } from "@/projects/actions";
import { projectAdminMessages } from "@/projects/admin/messages";
import { emptyProjectForm } from "@/projects/validation";
import { projectValidationMessages } from "@/projects/messages";
import { addProjectVideoAction } from "@/videos/actions";
import { it, test } from "./support/fixtures";

// The actions read the session from the request headers: every call here is the admin's.
// A project without media writes no file, but the actions open the storage: the `app` fixture's DATA_DIR is a temporary one.
vi.mock("next/headers", () => import("./support/next-headers"));

let categoryId: string;

test.beforeAll(({ category }) => {
  categoryId = category.id;
});
test.beforeEach(({ admin }) => admin.speaks("es"));

const project = (title: string, slug: string) => ({ ...emptyProjectForm, title, slug, categoryId });
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("the projects area answers in the person's admin language", () => {
  it("form checks, service refusals, media and video refusals and the slug check, in each language", async ({ admin }) => {
    try {
      for (const locale of ["gl", "pt", "en"] as const) {
        await admin.speaks(locale);
        const v = projectValidationMessages[locale];
        const m = mediaAdminMessages[locale];

        // The shared zod schema, run by the action.
        const blank = await createProjectAction({ ...project("", "Mal Slug"), categoryId: "" });
        expect(blank).toMatchObject({
          ok: false,
          code: "invalid",
          fieldErrors: { title: v.titleRequired, slug: v.slugPattern, categoryId: v.categoryRequired },
        });
        expect(v.titleRequired).not.toBe(projectValidationMessages.es.titleRequired);

        // A refusal raised by the service (slug taken), on its field.
        const slug = `obra-${locale}`;
        const created = await createProjectAction(project(`Obra ${locale}`, slug));
        expect(created).toMatchObject({ ok: true });
        expect(await createProjectAction(project("Outra obra", slug))).toMatchObject({ ok: false, error: v.slugTaken, fieldErrors: { slug: v.slugTaken } });

        // The media and videos services' refusals.
        expect(await deleteProjectImageAction({ id: UNKNOWN })).toMatchObject({ ok: false, error: m.imageMissing });
        expect(await addProjectVideoAction({ projectId: UNKNOWN, videoType: "youtube", url: "https://youtu.be/dQw4w9WgXcQ" })).toMatchObject({
          ok: false,
          error: m.projectMissing,
        });
        if (!created.ok) throw new Error("the project was not created");
        expect(await addProjectVideoAction({ projectId: created.data.id, videoType: "vimeo", url: "https://vimeo.com/about" })).toMatchObject({
          ok: false,
          error: m.invalidVideoUrl,
        });

        // The slug check's own answer.
        expect(await checkProjectSlugAction({ slug: "x".repeat(500) })).toEqual({
          ok: false,
          error: projectAdminMessages[locale].slugInvalid,
          code: "invalid",
        });
        expect(await deleteProjectAction({ id: created.data.id })).toMatchObject({ ok: true });
      }
      // The spec's own Portuguese survives in the Portuguese catalogue.
      expect(mediaAdminMessages.pt.invalidVideoUrl).toBe("URL do vídeo inválida");
      expect(projectAdminMessages.pt.deleted).toBe("Projeto excluído com sucesso!");
    } finally {
      await admin.speaks("es");
    }
    // Back in Spanish, the same refusal reads Spanish.
    expect(await deleteProjectImageAction({ id: UNKNOWN })).toMatchObject({ ok: false, error: mediaAdminMessages.es.imageMissing });
  });
});
