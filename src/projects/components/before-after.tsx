import { ResponsiveImage } from "@/media/components/responsive-image";
import type { ImageRef } from "@/media/image-ref";
import { BeforeAfterSlider } from "./before-after-slider";
import { messagesFor } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { projectMessages } from "../messages";

type Side = { image: ImageRef; alt: string; caption: string | null };
export type ComparisonPair = { id: string; before: Side; after: Side };

const SIZES = "(min-width: 1280px) 1232px, 100vw";

const picture = (side: Side, key: string) => (
  <ResponsiveImage key={key} image={side.image} alt={side.alt} sizes={SIZES} className="h-full w-full" imgClassName="h-full w-full object-cover" />
);

/** Before/after pairs, pictures drawn on the server; the panel holding them is put in place when its tab is chosen. */
export function BeforeAfter({ pairs, locale }: { pairs: ComparisonPair[]; locale: PublicLocale }) {
  const m = messagesFor(projectMessages, locale);
  if (pairs.length === 0) {
    return <p className="rounded-xl border border-dashed py-16 text-center text-muted-foreground">{m.beforeAfter.empty}</p>;
  }
  return (
    <BeforeAfterSlider
      m={m.beforeAfter}
      pairs={pairs.map((p) => ({ id: p.id, beforeCaption: p.before.caption, afterCaption: p.after.caption }))}
      before={pairs.map((p) => picture(p.before, p.id))}
      after={pairs.map((p) => picture(p.after, p.id))}
    />
  );
}
