// The project page's controllers: a chunk of their own, loaded by the pages that show their markup.
import { enhanceBeforeAfter } from "./before-after";
import { enhanceGallery } from "./gallery";
import { enhanceShare } from "./share";
import { enhanceTabs } from "./tabs";

export const controllers = [enhanceTabs, enhanceGallery, enhanceBeforeAfter, enhanceShare];
