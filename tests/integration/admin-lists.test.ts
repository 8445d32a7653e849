import { eq } from "drizzle-orm";
import { beforeAll, describe, expect } from "vitest";
import { containsPattern, parsePage, parseQuery } from "@/admin/list-query";
import { listCategoriesPage } from "@/categories/service";
import { countByFilter, deleteMessagesByFilter, listMessagesPage, newestMessageAt } from "@/contact/service";
import { INBOX_PAGE_SIZE } from "@/contact/validation";
import type { Database } from "@/db/client";
import { categories, contactMessages, projects, user } from "@/db/schema";
import { readAdminProjects } from "@/projects/admin-queries";
import { PROJECTS_PAGE_SIZE, type AdminProjectsQuery } from "@/projects/list";
import { listUsersPage } from "@/users/service";
import { it, test } from "./support/fixtures";

let database: Database;
const base = Date.UTC(2025, 0, 1);
/** Minute `i` after a fixed start: row i is newer than row i-1. */
const at = (i: number) => new Date(base + i * 60_000);

test.beforeAll(({ database: fileDatabase }) => {
  database = fileDatabase;
});

const projectsPage = (query: Partial<AdminProjectsQuery>) => readAdminProjects(database.db, { q: "", filter: "todos", page: 1, ...query });

describe("list parameters", () => {
  it("reads ?page= as a positive integer, anything else as page 1", () => {
    expect([parsePage("2"), parsePage(" 7 "), parsePage(["3", "4"])]).toEqual([2, 7, 3]);
    for (const bad of [undefined, "", "abc", "-2", "1.5", "0", "1e3", "99999999999"]) expect(parsePage(bad), String(bad)).toBe(1);
  });

  it("trims, collapses and caps the search, and takes % _ and \\ literally in LIKE", () => {
    expect(parseQuery("  a   Coruña  ")).toBe("a Coruña");
    expect(parseQuery("x".repeat(500))).toHaveLength(100);
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});

describe("projects list", () => {
  const total = PROJECTS_PAGE_SIZE + 6;
  beforeAll(async () => {
    await database.db.insert(projects).values(
      Array.from({ length: total }, (_, i) => ({
        slug: `obra-${i}`,
        title: i === 3 ? "Baño accesible" : i === 4 ? "Reforma 100% integral" : i === 5 ? "Casa_rural" : `Obra ${i}`,
        category: i % 2 ? "Cocinas" : "Reformas integrales",
        location: i === 6 ? "A Coruña" : i === 7 ? "ÁVILA" : "Vigo",
        published: i % 3 !== 0,
        createdAt: at(i),
      })),
    );
    // Two projects created at the same instant: the id breaks the tie, so no row is on two pages.
    await database.db.insert(projects).values([
      { slug: "gemela-a", title: "Gemela A", createdAt: at(2) },
      { slug: "gemela-b", title: "Gemela B", createdAt: at(2) },
    ]);
  });

  it("pages newest first with a COUNT total; pages do not overlap and cover every row", async () => {
    const first = await projectsPage({ page: 1 });
    expect(first).toMatchObject({ total: total + 2, page: 1, pages: 2, pageSize: PROJECTS_PAGE_SIZE });
    expect(first.rows).toHaveLength(PROJECTS_PAGE_SIZE);
    expect(first.rows[0].slug).toBe(`obra-${total - 1}`);
    const second = await projectsPage({ page: 2 });
    expect(second.rows).toHaveLength(total + 2 - PROJECTS_PAGE_SIZE);
    expect(second.rows.at(-1)!.slug).toBe("obra-0");
    const slugs = [...first.rows, ...second.rows].map((r) => r.slug);
    expect(new Set(slugs).size).toBe(total + 2);
    // The twins are ordered by id, the same way on every read.
    const twins = slugs.filter((s) => s.startsWith("gemela"));
    expect(twins).toHaveLength(2);
    expect((await projectsPage({ page: 2 })).rows.map((r) => r.slug).filter((s) => s.startsWith("gemela"))).toEqual(twins);
  });

  it("shows the last page for a page past the end", async () => {
    const past = await projectsPage({ page: 40 });
    expect(past.page).toBe(2);
    expect(past.rows.map((r) => r.slug)).toEqual((await projectsPage({ page: 2 })).rows.map((r) => r.slug));
  });

  it("searches title, category or location, ignoring case and accents", async () => {
    const titles = async (q: string) => (await projectsPage({ q })).rows.map((r) => r.title);
    for (const q of ["BAÑO", "bano", "Baño Acces"]) expect(await titles(q), q).toEqual(["Baño accesible"]);
    expect((await projectsPage({ q: "coruna" })).rows.map((r) => r.location)).toEqual(["A Coruña"]);
    expect((await projectsPage({ q: "avila" })).rows.map((r) => r.location)).toEqual(["ÁVILA"]);
    expect((await projectsPage({ q: "cocinas" })).total).toBe(Math.floor(total / 2));
    expect((await projectsPage({ q: "nada coincide" })).total).toBe(0);
  });

  it("takes % and _ in the search literally", async () => {
    expect((await projectsPage({ q: "100%" })).rows.map((r) => r.title)).toEqual(["Reforma 100% integral"]);
    expect((await projectsPage({ q: "%" })).rows.map((r) => r.title)).toEqual(["Reforma 100% integral"]);
    expect((await projectsPage({ q: "casa_" })).rows.map((r) => r.title)).toEqual(["Casa_rural"]);
    expect((await projectsPage({ q: "_" })).rows.map((r) => r.title)).toEqual(["Casa_rural"]);
  });

  it("filters by status, with the search, and counts the filtered rows", async () => {
    const published = await projectsPage({ filter: "publicados" });
    const drafts = await projectsPage({ filter: "borradores" });
    expect(published.total + drafts.total).toBe(total + 2);
    expect(published.rows.every((r) => r.published)).toBe(true);
    expect(drafts.rows.every((r) => !r.published)).toBe(true);
    expect((await projectsPage({ filter: "borradores", q: "baño" })).rows.map((r) => r.title)).toEqual(["Baño accesible"]);
    expect((await projectsPage({ filter: "publicados", q: "baño" })).total).toBe(0);
  });
});

describe("categories list", () => {
  it("pages newest first and searches name or slug, ignoring case and accents", async () => {
    await database.db
      .insert(categories)
      .values(
        Array.from({ length: 27 }, (_, i) => ({ name: i === 0 ? "Baños y aseos" : `Categoría ${i}`, slug: i === 0 ? "banos" : `cat-${i}`, createdAt: at(i) })),
      );
    const first = await listCategoriesPage(database.db, { q: "", page: 1 });
    expect(first).toMatchObject({ total: 27, pages: 2, page: 1 });
    expect(first.rows[0].slug).toBe("cat-26");
    expect((await listCategoriesPage(database.db, { q: "", page: 2 })).rows.map((c) => c.slug)).toEqual(["cat-1", "banos"]);
    expect((await listCategoriesPage(database.db, { q: "BAÑOS", page: 1 })).rows.map((c) => c.slug)).toEqual(["banos"]);
    expect((await listCategoriesPage(database.db, { q: "CAT-2", page: 1 })).total).toBe(8); // cat-2, cat-20…cat-26
    expect((await listCategoriesPage(database.db, { q: "categoria 1", page: 1 })).total).toBe(11); // 1, 10…19
  });
});

describe("users list", () => {
  it("pages newest first and searches email or name", async () => {
    await database.db.insert(user).values(
      Array.from({ length: 30 }, (_, i) => ({
        id: `u${i}`,
        name: i === 4 ? "Begoña Pérez" : `Persona ${i}`,
        email: `persona${i}@obras.test`,
        role: i === 0 ? "admin" : "user",
        createdAt: at(i),
      })),
    );
    const first = await listUsersPage(database.db, { q: "", page: 1 });
    expect(first).toMatchObject({ total: 30, pages: 2 });
    expect(first.rows[0].email).toBe("persona29@obras.test");
    const last = await listUsersPage(database.db, { q: "", page: 2 });
    expect(last.rows.at(-1)).toMatchObject({ email: "persona0@obras.test", role: "admin" });
    expect((await listUsersPage(database.db, { q: "BEGONA perez", page: 1 })).rows.map((u) => u.id)).toEqual(["u4"]);
    expect((await listUsersPage(database.db, { q: "persona1", page: 1 })).total).toBe(11);
  });
});

describe("contact inbox", () => {
  const statuses = ["new", "read", "archived", ""] as const;
  beforeAll(async () => {
    await database.db.insert(contactMessages).values(
      Array.from({ length: 50 }, (_, i) => ({
        name: `Visitante ${i}`,
        email: `v${i}@example.com`,
        subject: `Asunto ${i}`,
        message: "Hola",
        status: statuses[i % 4],
        createdAt: at(i),
      })),
    );
  });

  it("counts each filter in one query (an empty status is new) and pages the filter newest first", async () => {
    expect(await countByFilter(database.db)).toEqual({ todos: 50, nuevos: 25, leidos: 13, archivados: 12 });
    const page1 = await listMessagesPage(database.db, "nuevos", 1);
    expect(page1).toMatchObject({ total: 25, pages: 2 });
    expect(page1.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(page1.rows.every((r) => r.status === "new" || r.status === "")).toBe(true);
    expect(page1.rows[0].subject).toBe("Asunto 48");
    expect((await listMessagesPage(database.db, "todos", 3)).rows.map((r) => r.subject).at(-1)).toBe("Asunto 0");
  });

  it("gives the newest time a filter shows to the microsecond", async () => {
    const exact = "2025-06-01T10:00:00.123456Z";
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: "Micro", email: "m@example.com", subject: "µs", message: "x", status: "read", createdAt: new Date(base) })
      .returning();
    await database.db.execute(`update contact_messages set created_at = '${exact}' where id = '${row.id}'`);
    expect(await newestMessageAt(database.db, "leidos")).toBe(exact);
    expect(await newestMessageAt(database.db, "archivados")).toBe(at(46).toISOString().replace("Z", "000Z"));
    await database.db.delete(contactMessages).where(eq(contactMessages.id, row.id));
  });

  it("'Eliminar todos' deletes the filter's messages in one statement, and none newer than what the admin saw", async () => {
    const upTo = (await newestMessageAt(database.db, "archivados"))!;
    // Arrives after the admin opened the dialog: kept.
    await database.db
      .insert(contactMessages)
      .values({ name: "Tarde", email: "t@example.com", subject: "Tarde", message: "x", status: "archived", createdAt: at(100) });
    const deleted = await database.db.transaction((tx) => deleteMessagesByFilter(tx, "archivados", upTo));
    expect(deleted).toBe(12);
    expect(await countByFilter(database.db)).toEqual({ todos: 39, nuevos: 25, leidos: 13, archivados: 1 });
    expect((await listMessagesPage(database.db, "archivados", 1)).rows.map((r) => r.subject)).toEqual(["Tarde"]);

    const all = (await newestMessageAt(database.db, "todos"))!;
    expect(await database.db.transaction((tx) => deleteMessagesByFilter(tx, "todos", all))).toBe(39);
    expect(await countByFilter(database.db)).toEqual({ todos: 0, nuevos: 0, leidos: 0, archivados: 0 });
    expect(await newestMessageAt(database.db, "todos")).toBeNull();
  });
});
