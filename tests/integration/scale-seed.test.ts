import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { md5Uuid, seedScale } from "../../bench/scale-seed";
import type { Database } from "@/db/client";
import { keyFromMediaUrl } from "@/platform/storage";
import { it, test } from "./support/fixtures";

let database: Database;
let root: string;
let first: Awaited<ReturnType<typeof seedScale>>;

const rows = async (query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const count = async (query: string) => Number((await rows(query))[0].n);

// The seed writes its files under a root of its own: the `disk` fixture's directory.
test.beforeAll(async ({ database: fileDatabase, disk }) => {
  database = fileDatabase;
  root = disk.root;
  first = await seedScale(database.db, { projects: 30, messages: 500, users: 12, reviews: 300, imageWidth: 400 }, { root });
}, 180_000);

describe("the scale seed (bench/scale-seed.ts)", () => {
  it("brings an empty database to the size: published projects, messages, users, with categories and settings", async () => {
    expect(first.before).toEqual({ projects: 0, messages: 0, users: 0, reviews: 0 });
    expect(first.after).toMatchObject({ projects: 30, images: 180, messages: 500, users: 12, reviews: 300 });
    expect(await count("select count(*) as n from categories")).toBeGreaterThan(1);
    expect(await count("select count(*) as n from site_settings")).toBe(1);
    // Spread over the categories, with distinct slugs and several statuses and roles.
    expect(await count("select count(distinct category_id) as n from projects")).toBeGreaterThan(1);
    expect(await count("select count(distinct slug) as n from projects")).toBe(30);
    expect((await rows("select distinct status from contact_messages order by status")).map((r) => r.status)).toEqual(["archived", "new", "read"]);
    expect(await count(`select count(*) as n from "user" where role = 'admin'`)).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from "user" where role = 'user'`)).toBeGreaterThan(0);
    // Reviews in every status and language, some tied to a project, some replied to.
    expect((await rows("select distinct status from reviews order by status")).map((r) => r.status)).toEqual(["hidden", "pending", "published"]);
    expect((await rows("select distinct language from reviews order by language")).map((r) => r.language)).toEqual(["en", "es", "gl"]);
    expect(await count("select count(*) as n from reviews where project_id is not null")).toBeGreaterThan(0);
    expect(await count("select count(*) as n from reviews where reply is not null and replied_at is not null")).toBeGreaterThan(0);
  });

  it("gives every project 4 gallery images, a before and an after, the first gallery image as cover", async () => {
    const types = await rows("select image_type, count(*)::int as n from project_images group by 1 order by 1");
    expect(types).toEqual([
      { image_type: "after", n: 30 },
      { image_type: "before", n: 30 },
      { image_type: "gallery", n: 120 },
    ]);
    const covers = await count(
      `select count(*) as n from projects p join project_images i on i.project_id = p.id and i.image_type = 'gallery' and i.order_index = 1 where p.cover_image = i.image_url`,
    );
    expect(covers).toBe(30);
  });

  it("gives every image URL its own media_assets row with variants and its own original file", async () => {
    const images = await rows(
      "select i.image_url, m.storage_key, jsonb_array_length(m.variants) as variants from project_images i left join media_assets m on m.url = i.image_url",
    );
    expect(images).toHaveLength(180);
    for (const image of images) {
      expect(image.variants).toBeGreaterThan(0);
      expect(keyFromMediaUrl(String(image.image_url))).toBe(image.storage_key);
      expect(fs.statSync(path.join(root, String(image.storage_key))).size).toBeGreaterThan(0);
    }
    expect(first.filesLinked).toBe(180);
    // Variants are the sources' real files (made by the app's pipeline).
    const variant = (await rows("select variants->0->>'url' as url from media_assets limit 1"))[0].url;
    expect(fs.existsSync(path.join(root, keyFromMediaUrl(String(variant))!))).toBe(true);
  });

  it("writes Spanish text the search index finds", async () => {
    const hits = await count(
      `select count(*) as n from projects where search_vector @@ websearch_to_tsquery('spanish', unaccent_es('${first.sampleProjectSlug!.split("-")[0]}'))`,
    );
    expect(hits).toBeGreaterThan(0);
  });

  it("names files as the database names rows (md5(text)::uuid)", async () => {
    const [row] = await rows("select md5('scale:p:7')::uuid::text as id");
    expect(md5Uuid("scale:p:7")).toBe(row.id);
  });

  it("adds only what is missing when run again with a larger size", async () => {
    const again = await seedScale(database.db, { projects: 30, messages: 500, users: 12 }, { root });
    expect(again.added).toEqual({ projects: 0, messages: 0, users: 0, reviews: 0 });
    const more = await seedScale(database.db, { projects: 35, messages: 600, users: 12 }, { root });
    expect(more.added).toEqual({ projects: 5, messages: 100, users: 0, reviews: 0 });
    expect(more.after).toMatchObject({ projects: 35, images: 210, messages: 600, users: 12 });
  }, 60_000);
});
