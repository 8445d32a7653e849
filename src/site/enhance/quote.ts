// The quote request page's controller: a chunk of its own, sharing nothing with the landing page's.
import { enhanceQuoteForm } from "@/leads/quote/components/quote-form.controller";

export const controllers = [enhanceQuoteForm];
