/**
 * An element's `dataset` typed by the data-* names a component renders (its `*.dom.ts` enum):
 * `Dataset<BeforeAfterSliderDom.Pairs | BeforeAfterSliderDom.ValueText>` is
 * `{ pairs?: string; valueText?: string }`. A controller reads values through `dataset` (the
 * shortest code in the site script) and still fails to compile when a name it reads is renamed.
 * Types only: nothing of it reaches the browser.
 */
export type Dataset<Name extends `data-${string}`> = { [Key in DatasetKey<Name>]?: string };

/** `data-ba-step` → `baStep`, as the DOM names it. */
type DatasetKey<Name extends string> = Name extends `data-${infer Rest}` ? CamelCase<Rest> : never;

type CamelCase<Text extends string> = Text extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Text;
