// The YouTube/Vimeo posters' controller: a chunk of its own, loaded only by the pages that show a poster.
import { enhanceVideoPosters } from "@/blocks/components/video-poster.controller";

export const controllers = [enhanceVideoPosters];
