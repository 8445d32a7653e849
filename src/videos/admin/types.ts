import type { VideoType } from "@/db/schema";
import type { UploadTarget } from "@/uploads/targets";

/** A video of the tab, stored (edit mode) or temporary (create mode). */
export type ManagedVideo = { id: string; url: string; type: VideoType; title: string | null; description: string | null; muted: boolean };
export type VideoDraft = { videoType: VideoType; url: string; title: string; description: string; muted: boolean };

/** Edit mode saves through the actions, create mode keeps the videos in the form; true when it worked. */
export type VideoOps = {
  uploadTarget: UploadTarget;
  /** Toast after a file upload finished. */
  uploadedMessage: string;
  add: (video: VideoDraft) => Promise<boolean>;
  remove: (video: ManagedVideo) => Promise<boolean>;
};
