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
import { heroMessages } from "./messages";
import * as service from "./service";
import { heroImageIdSchema, heroImageSchema, moveHeroImageSchema, setHeroActiveSchema, updateHeroImageSchema } from "./validation";

/** Admin hero image mutations (spec/admin.md §7 "hero_images"); messages from §8. */

// The landing page reads the hero under this tag; deleted files also leave the media index.
const invalidates = [cacheTags.hero];
const invalidatesWithFiles = (fileUrls: readonly string[]) => (fileUrls.length ? [cacheTags.hero, cacheTags.media] : invalidates);

const summary = (row: { title: string; orderIndex: number; isActive: boolean; translations: object }) => ({
  title: row.title,
  orderIndex: row.orderIndex,
  isActive: row.isActive,
  translated: Object.keys(row.translations),
});

export const createHeroImageAction = adminAction({
  name: "hero-image.create",
  area: "content",
  schema: heroImageSchema,
  fallbackError: () => t(heroMessages).createError,
  run: ({ tx, input }) => service.createHeroImage(tx, input),
  audit: (_input, row) => ({ entity: "hero_image", entityId: row.id, details: summary(row) }),
  invalidates,
});

export const updateHeroImageAction = adminAction({
  name: "hero-image.update",
  area: "content",
  schema: updateHeroImageSchema,
  fallbackError: () => t(heroMessages).updateError,
  run: ({ tx, input: { id, ...fields } }) => service.updateHeroImage(tx, id, fields),
  audit: (_input, { row, fileUrls }) => ({ entity: "hero_image", entityId: row.id, details: { ...summary(row), replacedFiles: fileUrls.length } }),
  invalidates: (_input, { fileUrls }) => invalidatesWithFiles(fileUrls),
  afterCommit: async (_input, { fileUrls }) => removeStoredFiles(await getDb(), fileUrls),
});

export const setHeroImageActiveAction = adminAction({
  name: "hero-image.set-active",
  area: "content",
  schema: setHeroActiveSchema,
  fallbackError: () => t(heroMessages).updateError,
  run: ({ tx, input }) => service.setHeroImageActive(tx, input.id, input.isActive),
  audit: (_input, row) => ({ entity: "hero_image", entityId: row.id, details: summary(row) }),
  invalidates,
});

export const moveHeroImageAction = adminAction({
  name: "hero-image.move",
  area: "content",
  schema: moveHeroImageSchema,
  fallbackError: () => t(heroMessages).updateError,
  run: ({ tx, input }) => service.moveHeroImage(tx, input.id, input.direction),
  audit: (input, row) => ({ entity: "hero_image", entityId: row.id, details: { direction: input.direction, orderIndex: row.orderIndex } }),
  invalidates,
});

export const deleteHeroImageAction = adminAction({
  name: "hero-image.delete",
  area: "content",
  schema: heroImageIdSchema,
  fallbackError: () => t(heroMessages).deleteError,
  run: ({ tx, input }) => service.deleteHeroImage(tx, input.id),
  audit: (_input, row) => ({ entity: "hero_image", entityId: row.id, details: { title: row.title, files: row.fileUrls.length } }),
  invalidates: (_input, { fileUrls }) => invalidatesWithFiles(fileUrls),
  // Stored files go only once the row is gone for good.
  afterCommit: async (_input, { fileUrls }) => removeStoredFiles(await getDb(), fileUrls),
});

/** "Confirmar": one language's translation of an image's texts is still right after a Spanish edit. */
export const confirmHeroTranslationAction = adminAction({
  name: "hero-image.confirm-translation",
  area: "content",
  schema: z.object({ id: z.uuid(), locale: translatedLocaleSchema }),
  fallbackError: () => t(contentLanguageMessages).confirmError,
  run: ({ tx, input }) => service.confirmHeroTranslation(tx, input.id, input.locale),
  audit: (input, row) => ({ entity: "hero_image", entityId: row.id, details: { confirmed: input.locale } }),
  // Its texts are prose: visitors read the same translation before and after a review.
  invalidates: [],
});

/** The same, posted by the "Confirmar" button (with or without JavaScript). */
export async function confirmHeroTranslationFormAction(form: FormData): Promise<void> {
  await confirmTranslationFromForm(form, confirmHeroTranslationAction);
}
registerAction(confirmHeroTranslationFormAction, "content");
