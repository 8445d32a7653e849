// The landing page's controllers: a chunk of their own, loaded by the pages that show their markup.
import { enhanceCarousels } from "./carousel";
import { enhanceContact } from "./contact";
import { enhanceHero } from "./hero";
import { enhanceProjectGrid } from "./project-grid";

export const controllers = [enhanceCarousels, enhanceHero, enhanceProjectGrid, enhanceContact];
