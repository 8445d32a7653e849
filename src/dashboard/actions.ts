"use server";
import { z } from "zod";
import { adminAction } from "@/admin/action";
import { getDb } from "@/db";
import { removeStoredFiles } from "@/media/stored-files";
import { cacheTags } from "@/platform/cache";
import { DEMO_PROJECT_SLUGS, removeDemoContent } from "./demo-content";
import { t } from "@/i18n/current";
import { dashboardMessages } from "./admin/messages";

/**
 * "Eliminar contenido de demostración": demo projects, categories, hero and About images go in
 * one transaction, settings still holding demo values are emptied, and the stored files follow
 * once it has committed. The confirmation is part of the input: a bare call removes nothing.
 */
export const removeDemoContentAction = adminAction({
  name: "demo.remove",
  area: "settings",
  schema: z.object({ confirm: z.literal(true, { error: () => t(dashboardMessages).demo.confirmRequired }) }),
  fallbackError: () => t(dashboardMessages).demo.failed,
  run: async ({ tx }) => {
    const { fileUrls, ...removed } = await removeDemoContent(tx);
    return { ...removed, fileCount: fileUrls.length, fileUrls };
  },
  audit: (_input, { fileUrls: _files, ...removed }) => ({ entity: "demo_content", details: removed }),
  invalidates: [
    cacheTags.settings,
    cacheTags.hero,
    cacheTags.about,
    cacheTags.categories,
    cacheTags.projects,
    cacheTags.media,
    ...DEMO_PROJECT_SLUGS.map(cacheTags.project),
  ],
  afterCommit: async (_input, { fileUrls }) => removeStoredFiles(await getDb(), fileUrls),
});
