import type { BlockDefinition } from "../definition";
import { defaults, readVideo, schema, videoSource } from "./model";

/** One video: an uploaded file or a YouTube/Vimeo link, stored as its embed address (spec §3 video). */
export const videoBlock: BlockDefinition = {
  schema,
  defaults,
  texts: { title: "text", description: "long" },
  isEmpty: (content) => {
    const v = readVideo(content);
    return !videoSource(v.url, v.type);
  },
};
