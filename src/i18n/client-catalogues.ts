/**
 * The catalogues client components read, by the name they ask for (`useMessages("blockEditor")`).
 * Each catalogue module adds its own entry,
 *
 *   declare module "@/i18n/client-catalogues" { interface ClientCatalogues { hero: HeroMessages } }
 *
 * and src/client-messages.ts, which must hold a value for every name, sends them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ClientCatalogues {}

export type ClientCatalogueName = keyof ClientCatalogues;
