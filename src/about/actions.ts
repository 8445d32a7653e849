"use server";
import { z } from "zod";
import { adminAction, registerAction } from "@/admin/action";
import { contentLanguageMessages } from "@/admin/messages";
import { confirmTranslationFromForm } from "@/admin/translation-confirm";
import { translatedLocaleSchema } from "@/i18n/content-schema";
import { getDb } from "@/db";
import { removeStoredFiles } from "@/media/stored-files";
import { cacheTags } from "@/platform/cache";
import { t } from "@/i18n/current";
import { aboutMessages } from "./messages";
import * as service from "./service";
import { aboutImageIdSchema, addAboutImageSchema, reorderAboutImagesSchema, updateAboutImageSchema } from "./validation";

/** Admin About gallery mutations (spec/admin.md §7 "about_gallery"); messages from §8. */

// The landing page reads the About carousel under this tag.
const invalidates = [cacheTags.about];

export const addAboutImageAction = adminAction({
  name: "about-image.create",
  area: "content",
  schema: addAboutImageSchema,
  fallbackError: () => t(aboutMessages).uploadError,
  run: ({ tx, input }) => service.addAboutImage(tx, input),
  audit: (_input, row) => ({ entity: "about_image", entityId: row.id, details: { imageUrl: row.imageUrl, orderIndex: row.orderIndex } }),
  invalidates,
});

export const updateAboutImageAction = adminAction({
  name: "about-image.update",
  area: "content",
  schema: updateAboutImageSchema,
  fallbackError: () => t(aboutMessages).updateError,
  run: ({ tx, input }) => service.updateAboutImage(tx, input),
  audit: ({ id: _id, ...changed }, row) => ({ entity: "about_image", entityId: row.id, details: changed }),
  invalidates,
});

/** One batch, one transaction: the whole new order is saved, or none of it. */
export const reorderAboutImagesAction = adminAction({
  name: "about-image.reorder",
  area: "content",
  schema: reorderAboutImagesSchema,
  fallbackError: () => t(aboutMessages).reorderError,
  run: ({ tx, input }) => service.reorderAboutImages(tx, input.ids),
  audit: (input) => ({ entity: "about_image", details: { order: input.ids } }),
  invalidates,
});

export const deleteAboutImageAction = adminAction({
  name: "about-image.delete",
  area: "content",
  schema: aboutImageIdSchema,
  fallbackError: () => t(aboutMessages).deleteError,
  run: ({ tx, input }) => service.deleteAboutImage(tx, input.id),
  audit: (_input, row) => ({ entity: "about_image", entityId: row.id, details: { files: row.fileUrls.length } }),
  invalidates: (_input, { fileUrls }) => (fileUrls.length ? [cacheTags.about, cacheTags.media] : invalidates),
  // The stored file goes only once the row is gone for good (a failure is only logged, §8).
  afterCommit: async (_input, { fileUrls }) => removeStoredFiles(await getDb(), fileUrls),
});

/** "Confirmar": one language's translation of an image's texts is still right after a Spanish edit. */
export const confirmAboutTranslationAction = adminAction({
  name: "about-image.confirm-translation",
  area: "content",
  schema: z.object({ id: z.uuid(), locale: translatedLocaleSchema }),
  fallbackError: () => t(contentLanguageMessages).confirmError,
  run: ({ tx, input }) => service.confirmAboutTranslation(tx, input.id, input.locale),
  audit: (input, row) => ({ entity: "about_image", entityId: row.id, details: { confirmed: input.locale } }),
  // Its texts are prose: visitors read the same translation before and after a review.
  invalidates: [],
});

/** The same, posted by the "Confirmar" button (with or without JavaScript). */
export async function confirmAboutTranslationFormAction(form: FormData): Promise<void> {
  await confirmTranslationFromForm(form, confirmAboutTranslationAction);
}
registerAction(confirmAboutTranslationFormAction, "content");
