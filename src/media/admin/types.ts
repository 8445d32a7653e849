import type { ImageType } from "@/db/schema";
import type { UploadTarget } from "@/uploads/targets";

/** An image of the manager, stored (edit mode) or temporary (create mode), in display order. */
export type ManagedImage = { id: string; url: string; type: ImageType; caption: string | null; thumb?: string | null };

/**
 * What the media tab does with the user's actions: edit mode persists each at once through the
 * server actions, create mode changes the form's state. Each resolves true when it worked (the
 * implementation shows the toasts).
 */
export type MediaOps = {
  imageTarget: (type: ImageType) => UploadTarget;
  coverTarget: UploadTarget;
  addImage: (type: ImageType, url: string) => Promise<boolean>;
  move: (image: ManagedImage, direction: "left" | "right") => Promise<boolean>;
  changeType: (image: ManagedImage, type: ImageType) => Promise<boolean>;
  setCaption: (image: ManagedImage, caption: string | null) => Promise<boolean>;
  remove: (image: ManagedImage) => Promise<boolean>;
  /** `uploaded`: the cover was just uploaded (its own toast), not picked from the gallery. */
  setCover: (url: string | null, uploaded?: boolean) => Promise<boolean>;
};
