import { expect } from "vitest";
import { demoProjects } from "@/seed/content-projects";

/**
 * The seed's published projects as the landing page links them (other test files create and
 * publish projects of their own, which are left out), and each one's served HTML, fetched once.
 * Call `load()` in a `beforeAll`.
 */
export function seededProjectPages(baseURL: string) {
  const html = new Map<string, string>();
  const pages = {
    slugs: [] as string[],
    async load() {
      const landing = await (await fetch(baseURL)).text();
      const seeded = new Set(demoProjects.filter((p) => p.published).map((p) => p.slug));
      pages.slugs = [...new Set([...landing.matchAll(/href="\/projeto\/([a-z0-9-]+)"/g)].map((m) => m[1]))].filter((slug) => seeded.has(slug));
      expect(pages.slugs.length).toBeGreaterThan(0);
    },
    async html(slug: string): Promise<string> {
      if (!html.has(slug)) {
        const res = await fetch(`${baseURL}/projeto/${slug}`);
        expect(res.status).toBe(200);
        html.set(slug, await res.text());
      }
      return html.get(slug)!;
    },
    /** The first one whose served HTML matches. */
    async find(matches: (html: string) => boolean): Promise<string> {
      for (const slug of pages.slugs) if (matches(await pages.html(slug))) return slug;
      throw new Error("no seeded project matches");
    },
  };
  return pages;
}
