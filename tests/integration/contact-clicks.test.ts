import { describe, expect } from "vitest";
import { POST as clickBeacon } from "@/app/api/analytics/click/route";
import type { Database } from "@/db/client";
import { contactClicksDaily, projects } from "@/db/schema";
import { CLICKS_PER_CLIENT, parseClickBeacon, recordContactClick } from "@/analytics/clicks";
import { it, test } from "./support/fixtures";

/** Clicks on the chat button and "Preguntar por este proyecto": counted per day, page and button, like page views. */
let database: Database;
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const noon = new Date("2026-07-10T10:00:00Z");

test.beforeAll(async ({ app }) => {
  database = app.database;
  await database.db.insert(projects).values([
    { slug: "casa-en-vigo", title: "Casa en Vigo", published: true },
    { slug: "borrador", title: "Borrador", published: false },
  ]);
});

const rows = () => database.db.select().from(contactClicksDaily).orderBy(contactClicksDaily.day, contactClicksDaily.path, contactClicksDaily.kind);

describe("contact clicks", () => {
  it("reads the beacon's button and page, nothing else", () => {
    expect(parseClickBeacon("chat /")).toEqual({ kind: "chat", rawPath: "/" });
    expect(parseClickBeacon("project-question /projeto/a")).toEqual({ kind: "project-question", rawPath: "/projeto/a" });
    for (const raw of ["", "chat", "whatsapp /", "/ chat", `chat /${"a".repeat(300)}`]) expect(parseClickBeacon(raw)).toBeNull();
  });

  it("upserts one row per day, page and button, adding one per click", async () => {
    for (let i = 0; i < 2; i++)
      expect(await recordContactClick(database.db, "chat /", browser, false, noon)).toMatchObject({ recorded: true, day: "2026-07-10" });
    await recordContactClick(database.db, "chat /projeto/casa-en-vigo?utm=x", browser, false, noon);
    // The English page's button counts under the page's Spanish path.
    await recordContactClick(database.db, "project-question /en/projeto/casa-en-vigo/", browser, false, noon);
    // 00:30 in Madrid on the 11th.
    await recordContactClick(database.db, "chat /", browser, false, new Date("2026-07-10T22:30:00Z"));
    expect(await rows()).toEqual([
      { day: "2026-07-10", path: "/", kind: "chat", clicks: 2 },
      { day: "2026-07-10", path: "/projeto/casa-en-vigo", kind: "chat", clicks: 1 },
      { day: "2026-07-10", path: "/projeto/casa-en-vigo", kind: "project-question", clicks: 1 },
      { day: "2026-07-11", path: "/", kind: "chat", clicks: 1 },
    ]);
  });

  it("skips bots, signed-in staff, pages that are not public, unpublished projects and a project button elsewhere", async () => {
    const before = await rows();
    const skipped = [
      [await recordContactClick(database.db, "chat /", "Googlebot/2.1 (+http://www.google.com/bot.html)", false, noon), "bot"],
      [await recordContactClick(database.db, "chat /", null, false, noon), "bot"],
      [await recordContactClick(database.db, "chat /", browser, true, noon), "signed-in"],
      [await recordContactClick(database.db, "chat /admin", browser, false, noon), "not-tracked"],
      [await recordContactClick(database.db, "project-question /", browser, false, noon), "not-tracked"],
      [await recordContactClick(database.db, "phone /", browser, false, noon), "not-tracked"],
      [await recordContactClick(database.db, "chat /projeto/borrador", browser, false, noon), "unknown-project"],
      [await recordContactClick(database.db, "project-question /projeto/no-existe", browser, false, noon), "unknown-project"],
    ] as const;
    for (const [result, reason] of skipped) expect(result).toEqual({ recorded: false, reason });
    expect(await rows()).toEqual(before);
  });

  it("counts a client's click on one button of a page once per half hour, and at most a few per 10 minutes", async () => {
    const at = new Date("2026-08-01T10:00:00Z");
    expect(await recordContactClick(database.db, "chat /buscar", browser, false, at, "198.51.100.7")).toMatchObject({ recorded: true });
    expect(await recordContactClick(database.db, "chat /buscar", browser, false, at, "198.51.100.7")).toEqual({ recorded: false, reason: "repeated" });
    // The other button of a page, and another client, are other clicks.
    expect(await recordContactClick(database.db, "project-question /projeto/casa-en-vigo", browser, false, at, "198.51.100.7")).toMatchObject({
      recorded: true,
    });
    expect(await recordContactClick(database.db, "chat /buscar", browser, false, at, "198.51.100.8")).toMatchObject({ recorded: true });
    // The same page with another query is the same page: repeated.
    expect(await recordContactClick(database.db, "chat /buscar?q=cocina", browser, false, at, "198.51.100.7")).toEqual({ recorded: false, reason: "repeated" });
    // One client clicking everywhere: CLICKS_PER_CLIENT counted, the rest throttled.
    const pages = ["/", "/buscar", "/aviso-legal", "/termos-de-servico", "/politica-de-privacidade", "/declaracion-de-accesibilidad", "/projeto/casa-en-vigo"];
    const results = [];
    for (const page of pages) results.push(await recordContactClick(database.db, `chat ${page}`, browser, false, at, "192.0.2.50"));
    expect(results.map((r) => r.recorded)).toEqual([...Array(CLICKS_PER_CLIENT).fill(true), ...Array(pages.length - CLICKS_PER_CLIENT).fill(false)]);
    expect(results.at(-1)).toEqual({ recorded: false, reason: "throttled" });
  });

  it("the beacon route answers 204 whatever it is sent and counts only same-site clicks", async () => {
    const send = (body: string, headers: Record<string, string> = {}) =>
      clickBeacon(
        new Request("http://localhost/api/analytics/click", {
          method: "POST",
          headers: { "content-type": "text/plain", "x-forwarded-for": "198.51.100.99", "sec-fetch-site": "same-origin", "user-agent": browser, ...headers },
          body,
        }),
      );
    const clicksOn = async (path: string) => (await rows()).filter((r) => r.path === path).reduce((sum, r) => sum + r.clicks, 0);
    const before = await clicksOn("/aviso-legal");
    expect((await send("chat /aviso-legal", { "sec-fetch-site": "cross-site" })).status).toBe(204);
    expect(await clicksOn("/aviso-legal")).toBe(before);
    expect((await send("nonsense")).status).toBe(204);
    expect((await send("chat /aviso-legal")).status).toBe(204);
    expect(await clicksOn("/aviso-legal")).toBe(before + 1);
  });
});
