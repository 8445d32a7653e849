import type { Dataset } from "@/ui/dataset";
import { countPhrase, isPlainClick, positionKey } from "./project-grid-logic";
import { ProjectsSectionDom } from "./projects-section.dom";

/**
 * The landing page's projects section (`projects-section.tsx`), whose links work as they are:
 * the category buttons open `?categoria=…#projects`, "Ver más" opens `?pagina=N#projects`. Here
 * they fetch that same address instead (the page cache answers it) and take what they need from
 * its projects section, so a card is only ever drawn by the server:
 *
 * - a category button swaps the section's `[data-projects-part]`s and the buttons' state, adds a
 *   history entry, and neither reloads nor moves the page; back and forward restore the cards;
 * - "Ver más" appends the next page's cards, moves the link on (or removes it after the last page,
 *   focus then going to the first new card) and announces how many came, leaving the address be.
 *
 * When a fetch fails, or the server answers with its error state, the address is opened as a page.
 */

type Section = {
  root: HTMLElement;
  /** The position (`positionKey`) whose first page the section shows. */
  shown: string;
  /** The pending category change; a newer one aborts it. */
  pending: AbortController | null;
  loadingMore: boolean;
};

/** The status line's two forms of "# more projects loaded". */
type Plural = Dataset<ProjectsSectionDom.LoadedOne | ProjectsSectionDom.LoadedOther>;

async function fetchSection(href: string, signal?: AbortSignal): Promise<HTMLElement> {
  const res = await fetch(href, { signal, headers: { Accept: "text/html" } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const doc = new DOMParser().parseFromString(await res.text(), "text/html");
  const section = doc.querySelector<HTMLElement>(`[${ProjectsSectionDom.ProjectGrid}]`);
  if (!section) throw new Error("no projects section in the page");
  // The server's error state (sample projects) is shown as the page it is, not spliced in.
  if (section.querySelector(`[${ProjectsSectionDom.ProjectsPart}="alert"] [role="alert"]`)) throw new Error("the server could not read the projects");
  return section;
}

/** The buttons' state from `next`: attributes only while the same buttons remain, so focus stays put. */
function syncFilter(filter: HTMLElement, next: HTMLElement | null, focusHref: string | null) {
  if (!next) return;
  const links = Array.from(filter.querySelectorAll("a"));
  const nextLinks = Array.from(next.querySelectorAll("a"));
  const hrefs = (list: HTMLAnchorElement[]) => list.map((a) => a.getAttribute("href")).join(" ");
  if (hrefs(links) === hrefs(nextLinks)) {
    links.forEach((link, i) => {
      link.className = nextLinks[i].className;
      const current = nextLinks[i].getAttribute("aria-current");
      if (current === null) link.removeAttribute("aria-current");
      else link.setAttribute("aria-current", current);
    });
    return;
  }
  filter.replaceChildren(...nextLinks);
  if (focusHref) nextLinks.find((a) => a.getAttribute("href") === focusHref)?.focus();
}

/** Shows `href`'s first page of cards; `push` adds a history entry (not when the entry is a visit back). */
async function changeFilter(section: Section, href: string, push: boolean) {
  section.pending?.abort();
  const pending = new AbortController();
  section.pending = pending;
  const { root } = section;
  root.setAttribute("aria-busy", "true");
  try {
    const next = await fetchSection(href, pending.signal);
    if (section.pending !== pending) return;
    const scrollY = window.scrollY;
    const focused = document.activeElement;
    const focusHref = focused instanceof HTMLAnchorElement && root.contains(focused) ? focused.getAttribute("href") : null;
    for (const part of root.querySelectorAll<HTMLElement>(`[${ProjectsSectionDom.ProjectsPart}]`)) {
      const replacement = next.querySelector(
        `[${ProjectsSectionDom.ProjectsPart}="${(part.dataset as Dataset<ProjectsSectionDom.ProjectsPart>).projectsPart}"]`,
      );
      if (replacement) part.replaceWith(replacement);
    }
    syncFilter(
      root.querySelector<HTMLElement>(`[${ProjectsSectionDom.ProjectsFilter}]`)!,
      next.querySelector<HTMLElement>(`[${ProjectsSectionDom.ProjectsFilter}]`),
      focusHref,
    );
    const url = new URL(href, location.href);
    section.shown = positionKey(url.search);
    if (push && url.href !== location.href) history.pushState(null, "", url.href);
    // New content below the buttons must not scroll them away.
    if (window.scrollY !== scrollY) window.scrollTo(window.scrollX, scrollY);
  } catch (err) {
    if (pending.signal.aborted) return;
    console.error("[projects] could not change the filter", err);
    location.assign(href);
  } finally {
    if (section.pending === pending) {
      section.pending = null;
      root.removeAttribute("aria-busy");
    }
  }
}

async function loadMore(section: Section, link: HTMLAnchorElement) {
  if (section.loadingMore) return;
  section.loadingMore = true;
  const { root } = section;
  const href = link.href;
  const label = link.textContent;
  link.setAttribute("aria-busy", "true");
  link.textContent = (link.dataset as Dataset<ProjectsSectionDom.Loading>).loading ?? label;
  try {
    const list = root.querySelector(`[${ProjectsSectionDom.ProjectsList}]`);
    if (!list) throw new Error("no card list");
    const next = await fetchSection(href);
    // A category chosen meanwhile replaced the list: these cards belong to no list on screen.
    if (!list.isConnected) return;
    const shown = new Set(Array.from(list.querySelectorAll("a[href]"), (a) => a.getAttribute("href")));
    const cards = Array.from(next.querySelectorAll(`[${ProjectsSectionDom.ProjectsList}] > li`)).filter(
      (li) => !shown.has(li.querySelector("a[href]")?.getAttribute("href") ?? null),
    );
    list.append(...cards);
    const following = next.querySelector<HTMLAnchorElement>(`a[${ProjectsSectionDom.ProjectsMore}]`);
    if (following) {
      link.href = following.getAttribute("href")!;
    } else {
      const paging = link.parentElement;
      link.remove();
      if (paging && paging.children.length === 0) paging.remove();
      // With nothing left to load the link is gone: focus moves to the first new card.
      cards[0]?.querySelector("a")?.focus();
    }
    const status = root.querySelector<HTMLElement>(`[${ProjectsSectionDom.ProjectsStatus}]`);
    if (status) {
      status.textContent = countPhrase(document.documentElement.lang, cards.length, {
        one: (status.dataset as Plural).loadedOne ?? "",
        other: (status.dataset as Plural).loadedOther ?? "",
      });
    }
  } catch (err) {
    console.error("[projects] could not load more projects", err);
    location.assign(href);
  } finally {
    link.textContent = label;
    link.removeAttribute("aria-busy");
    section.loadingMore = false;
  }
}

function bind(root: HTMLElement) {
  if (root.dataset.projectGridReady !== undefined) return;
  root.dataset.projectGridReady = "";
  const section: Section = { root, shown: positionKey(location.search), pending: null, loadingMore: false };
  const path = location.pathname;

  // One listener for the section: the links it swaps in need no wiring of their own.
  root.addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.("a");
    if (!link || !isPlainClick(event)) return;
    if (link.matches(`a[${ProjectsSectionDom.ProjectsMore}]`)) {
      event.preventDefault();
      void loadMore(section, link);
    } else if (link.closest(`[${ProjectsSectionDom.ProjectsFilter}]`)) {
      event.preventDefault();
      void changeFilter(section, link.href, true);
    }
  });
  // Back and forward between filters; a visit to a fragment (#contact) changes no cards.
  window.addEventListener("popstate", () => {
    if (location.pathname === path && positionKey(location.search) !== section.shown) void changeFilter(section, location.href, false);
  });
}

export function enhanceProjectGrid(): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${ProjectsSectionDom.ProjectGrid}]`)) {
    try {
      bind(root);
    } catch (err) {
      console.error("[projects] could not start", err);
    }
  }
}
