// The project page's controllers: a chunk of their own, loaded by the pages that show their markup.
import { enhanceBeforeAfter } from "@/projects/components/before-after-slider.controller";
import { enhanceGallery } from "@/projects/components/gallery-carousel.controller";
import { enhanceShare } from "@/projects/components/share-button.controller";
import { enhanceTabs } from "@/projects/components/project-tabs.controller";

export const controllers = [enhanceTabs, enhanceGallery, enhanceBeforeAfter, enhanceShare];
