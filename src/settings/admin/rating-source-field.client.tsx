"use client";
import { useFormContext } from "react-hook-form";
import { RATING_SOURCES } from "@/db/schema";
import { formatNumber } from "@/i18n/format";
import { useLocale, useMessages } from "@/i18n/locale-context.client";
import { SPEC_RATING } from "@/reviews/shown";
import { FieldError, fieldId, useFieldAria } from "./fields.client";
import type { SettingsFormValues } from "../validation";

/**
 * Where the landing page's AggregateRating comes from: the spec's fixed figure or the published
 * reviews. Native radios, so the choice reads the same before the form has hydrated.
 */
export function RatingSourceField() {
  const m = useMessages("settings");
  const locale = useLocale();
  const { register, getValues } = useFormContext<SettingsFormValues>();
  const initial = getValues("ratingSource");
  const id = fieldId("ratingSource");
  const aria = useFieldAria("ratingSource", true);
  const labels = {
    fixed: m.fields.ratingFixed(formatNumber(locale, SPEC_RATING.ratingValue), formatNumber(locale, SPEC_RATING.reviewCount)),
    reviews: m.fields.ratingReviews,
  };
  return (
    <fieldset id={id} className="flex flex-col gap-3 sm:col-span-2" {...aria}>
      <legend className="mb-2 text-sm font-medium">{m.fields.ratingSource}</legend>
      {RATING_SOURCES.map((source) => (
        <label key={source} className="flex items-center gap-2 text-sm">
          <input type="radio" value={source} defaultChecked={initial === source} className="size-4 accent-primary" {...register("ratingSource")} />
          {labels[source]}
        </label>
      ))}
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {m.fields.ratingHint}
      </p>
      <FieldError name="ratingSource" />
    </fieldset>
  );
}
