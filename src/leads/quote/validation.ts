import { z } from "zod";
import { BUDGET_BANDS, CONTACT_CHANNELS, START_WINDOWS } from "@/db/schema";
import { contactFormCatalogue, contactSchema } from "@/contact/validation";
import { CONTROL_CHARS, MAX_LENGTH } from "@/contact/field-rules";
import { t } from "@/i18n/current";
import { OTHER_WORK, parseArea, QUOTE_MAX_LENGTH } from "./fields";
import { quoteCatalogue } from "./messages";

const withoutControls = (value: string) => value.replace(CONTROL_CHARS, "");
const text = () => z.string().optional().default("").transform(withoutControls).pipe(z.string().trim());
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: () => t(quoteCatalogue).choose });

/**
 * The server's rules for a quote request (the authority; the browser applies fields.ts first):
 * the contact form's fields and rules, the subject optional (filled from the type of work), and
 * the quote's own answers. The category is an id here; that it exists is checked on storing.
 */
export const quoteSchema = contactSchema
  .extend({
    subject: text().pipe(z.string().max(MAX_LENGTH.subject, { error: () => t(contactFormCatalogue).tooLong(MAX_LENGTH.subject) })),
    category: text().pipe(z.union([z.literal(OTHER_WORK), z.uuid({ error: () => t(quoteCatalogue).choose })], { error: () => t(quoteCatalogue).choose })),
    municipality: text().pipe(
      z
        .string()
        .min(1, { error: () => t(contactFormCatalogue).requiredText })
        .max(QUOTE_MAX_LENGTH.municipality, { error: () => t(contactFormCatalogue).tooLong(QUOTE_MAX_LENGTH.municipality) }),
    ),
    area: z
      .string()
      .optional()
      .default("")
      .transform((value, ctx) => {
        const area = parseArea(value);
        if (area === undefined) {
          ctx.addIssue({ code: "custom", message: t(quoteCatalogue).areaInvalid });
          return z.NEVER;
        }
        return area;
      }),
    budget: choice(BUDGET_BANDS),
    start: choice(START_WINDOWS),
    channel: choice(CONTACT_CHANNELS),
    callTime: text().pipe(z.string().max(QUOTE_MAX_LENGTH.callTime, { error: () => t(contactFormCatalogue).tooLong(QUOTE_MAX_LENGTH.callTime) })),
    project: text().pipe(z.string().max(200)),
  })
  // A call or a WhatsApp message needs a number to reach.
  .refine((value) => value.channel === "email" || value.phone !== "", { path: ["phone"], error: () => t(quoteCatalogue).phoneNeeded });

export type QuoteInput = z.output<typeof quoteSchema>;
