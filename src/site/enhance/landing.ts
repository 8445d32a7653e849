// The landing page's controllers: a chunk of their own, loaded by the pages that show their markup.
import { enhanceCarousels } from "@/landing/components/carousel.controller";
import { enhanceContact } from "@/contact/components/contact-form.controller";
import { enhanceHero } from "@/landing/components/hero-slideshow.controller";
import { enhanceProjectGrid } from "@/landing/components/projects-section.controller";

export const controllers = [enhanceCarousels, enhanceHero, enhanceProjectGrid, enhanceContact];
