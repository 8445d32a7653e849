import type { ProjectAdminMessages } from "./messages";

export type Tab = keyof ProjectAdminMessages["tabs"];

/**
 * The project form's tabs in its address (`?pestana=contenido`), so a tab can be opened by a
 * link: each tab is one, which works without JavaScript, and the add-a-block form comes back to
 * the content tab.
 */
export const TAB_PARAM = "pestana";

const TAB_SLUGS: Record<Tab, string> = {
  info: "informacion",
  materials: "materiales",
  content: "contenido",
  media: "medios",
  videos: "videos",
  seo: "seo",
};

export const tabSlug = (tab: Tab): string => TAB_SLUGS[tab];

/** The tab a `pestana` value names; null for none or another value. */
export function tabOfSlug(value: string | undefined): Tab | null {
  return (Object.keys(TAB_SLUGS) as Tab[]).find((tab) => TAB_SLUGS[tab] === value) ?? null;
}
