/**
 * Brings a database to a given size for `npm run bench:scale`: N published projects (6 images
 * each: 4 gallery, 1 before, 1 after; the first is the cover), M contact messages (each a lead at
 * some stage, with its timeline and, for quote requests, photo rows), U users and R reviews (a
 * third tied to one of the newest projects).
 * Rows are made by the database itself (generate_series, one statement per batch), so 5,000
 * projects and 50,000 messages take seconds. Runs on PostgreSQL (DATABASE_URL) or on PGlite
 * (DATA_DIR; the server must not have it open). Prints one JSON line with what it did.
 *
 *   DATA_DIR=… [DATABASE_URL=…] [ADMIN_EMAIL=… ADMIN_PASSWORD=…] node --import tsx bench/scale-seed.ts \
 *     --projects 5000 --messages 50000 --users 200 [--reviews 5000] [--image-width 1200]
 *
 * Images: a handful of real ones made once by the app's pipeline (or the demo seed's, when
 * present) are the sources; every project image gets its own URL, its own media_assets row
 * (the source's dimensions and variants) and its own original file (a hard link to the
 * source's), so looking media up at size costs what it would with real uploads.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { closeDatabase, getDatabase } from "@/db";
import type { Db } from "@/db/client";
import { categories as categoriesTable, mediaAssets, siteSettings } from "@/db/schema";
import { storeImage } from "@/platform/images";
import { createDiskStorage, s3OptionsFromEnv, uploadsDir } from "@/platform/storage";
import { ensureAdmin } from "@/users/admin-account";
import { demoCategories, demoSettings } from "@/seed/content-site";
import { renderPicture, type PictureSpec } from "@/seed/pictures";
import * as words from "./scale-words.mjs";

const IMAGES_PER_PROJECT = 6;
const PROJECT_BATCH = 1000;
const ROW_BATCH = 10_000;
const MAX_SOURCES = 12;
const YEARS = 8;

/** A SQL string literal (our own constants only, but quoted properly all the same). */
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (list: readonly string[]) => `ARRAY[${list.map(lit).join(",")}]::text[]`;
/** A non-negative hash of a SQL text expression (bigint: abs() of the smallest int4 overflows). */
const hash = (seed: string) => `abs(hashtext(${seed})::bigint)`;
/** 1-based pick from an array literal by a hash of `seed` (deterministic, spread evenly). */
const pick = (list: readonly string[], seed: string) => `(${textArray(list)})[1 + ${hash(seed)} % ${list.length}]`;
const index = (length: number, seed: string) => `(1 + ${hash(seed)} % ${length})`;

/** PostgreSQL's md5(text)::uuid, so file names computed here match the rows made there. */
export function md5Uuid(text: string): string {
  const h = createHash("md5").update(text).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

type Source = { url: string; storageKey: string; ext: string };
type Rows = { rows: Array<Record<string, unknown>> };

async function query(db: Db, text: string): Promise<Array<Record<string, unknown>>> {
  const result = (await db.execute(sql.raw(text))) as unknown as Rows;
  return result.rows;
}
const count = async (db: Db, text: string) => Number((await query(db, text))[0].n);

/** Categories and settings when the database has none (a seed from empty, without the demo). */
async function ensureSiteBasics(db: Db) {
  if ((await count(db, "select count(*) as n from categories")) === 0) {
    await db.insert(categoriesTable).values(demoCategories);
  }
  if ((await count(db, "select count(*) as n from site_settings")) === 0) {
    await db.insert(siteSettings).values(demoSettings);
  }
}

/** The demo seed's project photos when there are some; otherwise a few made now by the app's pipeline. */
async function imageSources(db: Db, root: string, width: number, log: (m: string) => void): Promise<Source[]> {
  const existing = await query(
    db,
    `select url, storage_key from media_assets where storage_key like 'projects/%' and storage_key not like 'projects/temp/%'
     and jsonb_array_length(variants) > 0 order by url limit ${MAX_SOURCES}`,
  );
  let rows = existing.map((r) => ({ url: String(r.url), storageKey: String(r.storage_key) }));
  if (rows.length < 4) {
    const started = performance.now();
    const kinds: PictureSpec["kind"][] = ["house", "apartment", "kitchen", "bathroom", "living", "house"];
    const made = [];
    for (const [i, kind] of kinds.entries()) {
      const picture = await renderPicture({ kind, seed: `scale-${i}`, palette: i, width, height: Math.round((width * 1067) / 1600) });
      made.push(await storeImage(picture, { keyPrefix: "bench-scale/sources", storage: createDiskStorage(root) }));
    }
    await db.insert(mediaAssets).values(made);
    log(`${made.length} source images made by the pipeline in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    rows = made.map((a) => ({ url: a.url, storageKey: a.storageKey }));
  }
  return rows.map((r) => ({ ...r, ext: path.extname(r.storageKey).slice(1) }));
}

const sourcesCte = (sources: Source[]) =>
  `src as (select u.ord as si, m.* from unnest(${textArray(sources.map((s) => s.url))}) with ordinality as u(url, ord) join media_assets m using (url))`;
/** Which source image the k-th image of project g shows (1-based; same formula as linkFiles). */
const sourceOf = (n: number, g: string, k: string) => `(((${g}) * 7 + (${k})) % ${n}) + 1`;
const sourceIndex = (n: number, g: number, k: number) => ((g * 7 + k) % n) + 1;
const imageType = (k: number) => (k <= 4 ? "gallery" : k === 5 ? "before" : "after");
const imageTypeSql = `case when k <= 4 then 'gallery' when k = 5 then 'before' else 'after' end`;

function projectsSql(salt: string, from: number, to: number, sources: Source[], categories: Array<{ id: string; name: string }>) {
  const F = words.FEATURES;
  const feature = (offset: number) => `(${textArray(F)})[1 + (fi - 1 + ${offset}) % ${F.length}]`;
  const p = (i: number) => `(${textArray(words.PROJECT_PARAGRAPHS)})[1 + (g + ${i}) % ${words.PROJECT_PARAGRAPHS.length}]`;
  return `with ${sourcesCte(sources)},
  base as (
    select g, md5(${lit(salt)} || ':p:' || g)::uuid as pid,
      ${index(words.WORK_TYPES.length, "'w' || g")} as wi,
      ${index(words.BUILDINGS.length, "'b' || g")} as bi,
      ${index(words.PLACES.length, "'l' || g")} as li,
      ${index(F.length, "'f' || g")} as fi,
      1 + g % ${categories.length} as ci,
      now() - (${hash("'c' || g")} % ${YEARS * 365 * 86_400}) * interval '1 second' as created,
      40 + ${hash("'a' || g")} % 260 as area
    from generate_series(${from}, ${to}) g
  ),
  named as (
    select b.*,
      (${textArray(words.WORK_TYPES)})[wi] as work, (${textArray(words.WORK_TYPES.map(words.slugify))})[wi] as work_slug,
      (${textArray(words.BUILDINGS)})[bi] as building, (${textArray(words.BUILDINGS.map(words.slugify))})[bi] as building_slug,
      (${textArray(words.PLACES)})[li] as place, (${textArray(words.PLACES.map(words.slugify))})[li] as place_slug,
      (${textArray(categories.map((c) => c.id))})[ci]::uuid as category_id, (${textArray(categories.map((c) => c.name))})[ci] as category,
      ${feature(0)} as f1, ${feature(6)} as f2, ${feature(13)} as f3, ${feature(21)} as f4, ${feature(27)} as f5
    from base b
  )
  insert into projects (id, slug, title, description, short_description, long_description, category, category_id, location,
    cover_image, completion_date, start_date, client, area_sqm, bedrooms, bathrooms, budget_range, construction_type, features,
    materials, keywords, meta_title, meta_description, published, created_at, updated_at)
  select pid, work_slug || '-' || building_slug || '-' || place_slug || '-' || g,
    work || ' de ' || building || ' en ' || place,
    'Proyecto de ' || area || ' m² terminado en ' || extract(year from created)::int || ' con ' || lower(f1) || ' y ' || lower(f4) || '.',
    'Obra de ' || lower(work) || ' en ' || place || ': ' || lower(f1) || ', ' || lower(f2) || ' y ' || lower(f3) || '.',
    '<p>' || ${p(0)} || ' ' || ${p(3)} || '</p><ul><li>' || f1 || '</li><li>' || f2 || '</li><li>' || f3 || '</li></ul><p>' || ${p(5)} || '</p>',
    category, category_id,
    ${pick(words.STREETS, "'s' || g")} || ', ' || place,
    '/media/projects/' || pid || '/gallery/' || md5(${lit(salt)} || ':i:' || g || ':1')::uuid || '.' || substring(s.storage_key from '[^.]+$'),
    created::date, created::date - (30 + g % 200), 'Familia ' || ${pick(words.SURNAMES, "'n' || g")},
    area, 1 + g % 5, 1 + g % 3, ${pick(words.BUDGET_RANGES, "'r' || g")}, work,
    (array[f1, f2, f3, f4, f5])[1:3 + g % 3],
    json_build_object('Suelo', f2, 'Carpintería', f3),
    array[lower(work) || ' ' || place, building, lower(category)],
    work || ' de ' || building || ' en ' || place || ' | Obra en Galicia',
    'Obra de ' || lower(work) || ' en ' || place || ' con ' || lower(f1) || '.',
    true, created, created
  from named join src s on s.si = ${sourceOf(sources.length, "g", "1")}`;
}

function imagesSql(salt: string, from: number, to: number, sources: Source[]) {
  return `with ${sourcesCte(sources)},
  imgs as (
    select md5(${lit(salt)} || ':i:' || g || ':' || k)::uuid as iid, md5(${lit(salt)} || ':p:' || g)::uuid as pid, g, k,
      ${imageTypeSql} as type, s.*
    from generate_series(${from}, ${to}) g cross join generate_series(1, ${IMAGES_PER_PROJECT}) k
    join src s on s.si = ${sourceOf(sources.length, "g", "k")}
  ),
  keyed as (select r.*, 'projects/' || pid || '/' || type || '/' || iid || '.' || substring(r.storage_key from '[^.]+$') as key from imgs r),
  assets as (
    insert into media_assets (url, storage_key, mime, bytes, width, height, blur_data_url, variants)
    select '/media/' || key, key, mime, bytes, width, height, blur_data_url, variants from keyed
  )
  insert into project_images (id, project_id, image_url, image_type, caption, order_index)
  select iid, pid, '/media/' || key, type, ${pick(words.CAPTIONS, "'k' || g || ':' || k")}, case when k <= 4 then k else 1 end from keyed`;
}

/** The original file of every new image: a hard link to its source's (a copy where links are refused). */
function linkFiles(root: string, salt: string, from: number, to: number, sources: Source[]): number {
  let linked = 0;
  for (let g = from; g <= to; g++) {
    const pid = md5Uuid(`${salt}:p:${g}`);
    for (let k = 1; k <= IMAGES_PER_PROJECT; k++) {
      const source = sources[sourceIndex(sources.length, g, k) - 1];
      const dir = path.join(root, "projects", pid, imageType(k));
      const target = path.join(dir, `${md5Uuid(`${salt}:i:${g}:${k}`)}.${source.ext}`);
      if (k === 1 || k >= 5) fs.mkdirSync(dir, { recursive: true });
      try {
        fs.linkSync(path.join(root, source.storageKey), target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EXDEV" && (err as NodeJS.ErrnoException).code !== "EPERM") throw err;
        fs.copyFileSync(path.join(root, source.storageKey), target);
      }
      linked++;
    }
  }
  return linked;
}

/**
 * Every message is a lead: a fifth are quote requests (two photos each, rows only), a third still
 * 'nuevo', the rest spread over the stages with a value and, while open, a next action within ten
 * days either side of today. Activity falls within the last 700 days, inside the default
 * retention period, so the retention job blocks none of them and every page lists all 50,000.
 */
function messagesSql(from: number, to: number) {
  const s = (i: number) => `(${textArray(words.SENTENCES)})[1 + (${hash("'m' || g")} + ${i}) % ${words.SENTENCES.length}]`;
  return `insert into contact_messages (name, email, phone, subject, message, status, created_at, notification_status, notified_at,
      source, stage, lost_reason, estimated_value, next_action, next_action_on, last_activity_at, won_at, quote)
  select first || ' ' || last, lower(first_slug || '.' || last_slug || g) || '@correo.test',
    case when g % 4 = 0 then null else '6' || lpad((${hash("'t' || g")} % 100000000)::text, 8, '0') end,
    ${pick(words.SUBJECTS, "'j' || g")}, ${s(0)} || ' ' || ${s(5)} || ' ' || ${s(9)},
    case when h % 100 < 15 then 'new' when h % 100 < 75 then 'read' else 'archived' end,
    created, case when g % 3 = 0 then 'sent' else 'skipped' end, case when g % 3 = 0 then created end,
    source, stage, case when stage = 'perdido' then 'Eligió otro presupuesto' end,
    case when stage <> 'nuevo' then 3000 + h % 90000 end,
    case when stage in ('contactado', 'visita', 'presupuesto') then 'Llamar para concretar la visita' end,
    case when stage in ('contactado', 'visita', 'presupuesto') then current_date + (h % 21 - 10)::int end,
    activity, case when stage = 'ganado' then activity end,
    case when source = 'quote' then jsonb_build_object('categoryId', null, 'categoryName', 'Reformas', 'municipality', ${pick(words.PLACES, "'z' || g")},
      'areaM2', 20 + h % 150, 'budgetBand', '10000-30000', 'desiredStart', '1-3-meses', 'channel', 'phone', 'callTime', 'Mañanas') end
  from (
    select *, greatest(created, now() - (${hash("'a' || g")} % ${700 * 86_400}) * interval '1 second') as activity,
      case when k < 55 then 'form' when k < 75 then 'quote' when k < 85 then 'whatsapp' when k < 95 then 'phone' else 'manual' end as source,
      case when st < 30 then 'nuevo' when st < 45 then 'contactado' when st < 55 then 'visita' when st < 70 then 'presupuesto'
        when st < 85 then 'ganado' else 'perdido' end as stage
    from (
    select g, ${hash("'h' || g")} as h, ${hash("'k' || g")} % 100 as k, ${hash("'s' || g")} % 100 as st,
      (${textArray(words.FIRST_NAMES)})[fi] as first, (${textArray(words.FIRST_NAMES.map(words.slugify))})[fi] as first_slug,
      (${textArray(words.SURNAMES)})[si] as last, (${textArray(words.SURNAMES.map(words.slugify))})[si] as last_slug,
      now() - (${hash("'d' || g")} % ${6 * 365 * 86_400}) * interval '1 second' as created
    from (select g, ${index(words.FIRST_NAMES.length, "'x' || g")} as fi, ${index(words.SURNAMES.length, "'y' || g")} as si
          from generate_series(${from}, ${to}) g) n
    ) m0
  ) m`;
}

/**
 * What staff did with the leads the seed made: each lead past 'nuevo' assigned to one of the
 * staff who may follow leads, with three timeline entries (the stage change, a note, the next
 * action); each quote request with two photo rows (no files: lists and counts read rows only).
 */
function leadWorkSql() {
  return [
    `with staff as (select array_agg(id order by id) as ids from "user" where role in ('admin', 'comercial'))
     update contact_messages c set assigned_to = staff.ids[1 + abs(hashtext(c.id::text)) % cardinality(staff.ids)]
     from staff where c.stage <> 'nuevo' and c.assigned_to is null and cardinality(staff.ids) > 0`,
    `insert into lead_events (message_id, at, actor_id, kind, from_stage, to_stage, body)
     select c.id, c.last_activity_at - e.shift, c.assigned_to, e.kind, case when e.kind = 'stage' then 'nuevo' end,
       case when e.kind = 'stage' then c.stage end,
       case e.kind when 'note' then 'Hablé con el cliente: quiere empezar después del verano.' when 'next-action' then c.next_action end
     from contact_messages c
     cross join (values ('stage', interval '2 days'), ('note', interval '1 day'), ('next-action', interval '0 days')) as e(kind, shift)
     where c.stage <> 'nuevo' and not exists (select 1 from lead_events x where x.message_id = c.id)`,
    `insert into lead_photos (message_id, storage_key, content_type, bytes, width, height, position)
     select c.id, 'leads/' || c.id || '/' || n || '.jpg', 'image/jpeg', 420000, 2048, 1536, n
     from contact_messages c cross join generate_series(0, 1) n
     where c.source = 'quote' and not exists (select 1 from lead_photos x where x.message_id = c.id)`,
  ];
}

function reviewsSql(from: number, to: number) {
  const s = (i: number) => `(${textArray(words.SENTENCES)})[1 + (${hash("'r' || g")} + ${i}) % ${words.SENTENCES.length}]`;
  return `with p as (select coalesce(array_agg(id), '{}') as ids from (select id from projects order by created_at desc limit 1000) newest)
  insert into reviews (author_name, town, project_id, rating, text, language, review_date, source, source_url, status, reply, replied_at, created_at, updated_at)
  select first || ' ' || left(last, 1) || '.', ${pick(words.PLACES, "'w' || g")},
    case when g % 3 = 0 and cardinality(p.ids) > 0 then p.ids[1 + h % cardinality(p.ids)] end,
    case when h % 10 < 6 then 5 when h % 10 < 9 then 4 else 1 + h % 3 end,
    ${s(0)} || ' ' || ${s(4)}, (array['es','es','gl','en'])[1 + h % 4], created::date,
    (array['direct','google','other'])[1 + h % 3], case when h % 3 = 1 then 'https://maps.google.com/review/' || g end,
    case when h % 100 < 70 then 'published' when h % 100 < 90 then 'pending' else 'hidden' end,
    case when g % 4 = 0 then ${s(7)} end, case when g % 4 = 0 then created end, created, created
  from (
    select g, ${hash("'v' || g")} as h, (${textArray(words.FIRST_NAMES)})[fi] as first, (${textArray(words.SURNAMES)})[si] as last,
      now() - (${hash("'q' || g")} % ${4 * 365 * 86_400}) * interval '1 second' as created
    from (select g, ${index(words.FIRST_NAMES.length, "'x' || g")} as fi, ${index(words.SURNAMES.length, "'y' || g")} as si
          from generate_series(${from}, ${to}) g) n
  ) r, p`;
}

function usersSql(salt: string, from: number, to: number) {
  return `insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
  select 'scale-' || ${lit(salt)} || '-' || g, first || ' ' || last,
    lower(first_slug || '.' || last_slug || g || '.' || ${lit(salt.slice(0, 6))}) || '@correo.test', true,
    case when g % 50 = 1 then 'admin' when g % 10 = 2 then 'comercial' else 'user' end, created, created
  from (
    select g, (${textArray(words.FIRST_NAMES)})[fi] as first, (${textArray(words.FIRST_NAMES.map(words.slugify))})[fi] as first_slug,
      (${textArray(words.SURNAMES)})[si] as last, (${textArray(words.SURNAMES.map(words.slugify))})[si] as last_slug,
      now() - (${hash("'u' || g")} % ${4 * 365 * 86_400}) * interval '1 second' as created
    from (select g, ${index(words.FIRST_NAMES.length, "'x' || g")} as fi, ${index(words.SURNAMES.length, "'y' || g")} as si
          from generate_series(${from}, ${to}) g) n
  ) u`;
}

async function inBatches(from: number, to: number, size: number, fn: (a: number, b: number) => Promise<void>) {
  for (let a = from; a <= to; a += size) await fn(a, Math.min(to, a + size - 1));
}

/** `reviews`: none added when left out. */
export type ScaleTargets = { projects: number; messages: number; users: number; reviews?: number; imageWidth?: number };
/** `root`: the disk storage's folder (DATA_DIR/uploads by default), where image files are linked. */
export type ScaleSeedOptions = { root?: string; log?: (message: string) => void };

export async function seedScale(db: Db, targets: ScaleTargets, { root = uploadsDir(), log = () => {} }: ScaleSeedOptions = {}) {
  const started = performance.now();
  const salt = randomBytes(6).toString("hex");
  await ensureSiteBasics(db);
  const categories = (await query(db, "select id, name from categories order by name")).map((r) => ({ id: String(r.id), name: String(r.name) }));

  const before = {
    projects: await count(db, "select count(*) as n from projects where published"),
    messages: await count(db, "select count(*) as n from contact_messages"),
    users: await count(db, `select count(*) as n from "user"`),
    reviews: await count(db, "select count(*) as n from reviews"),
  };
  const added = {
    projects: Math.max(0, targets.projects - before.projects),
    messages: Math.max(0, targets.messages - before.messages),
    users: Math.max(0, targets.users - before.users),
    reviews: Math.max(0, (targets.reviews ?? 0) - before.reviews),
  };

  // Numbering goes on from what is there, so slugs and addresses of a second run never collide with the first's.
  let sources: Source[] = [];
  let linked = 0;
  if (added.projects > 0) {
    sources = await imageSources(db, root, targets.imageWidth ?? 1200, log);
    await inBatches(before.projects + 1, targets.projects, PROJECT_BATCH, async (a, b) => {
      await query(db, projectsSql(salt, a, b, sources, categories));
      await query(db, imagesSql(salt, a, b, sources));
      linked += linkFiles(root, salt, a, b, sources);
      log(`projects ${b}/${targets.projects}`);
    });
  }
  await inBatches(before.messages + 1, targets.messages, ROW_BATCH, (a, b) =>
    query(db, messagesSql(a, b)).then(() => log(`messages ${b}/${targets.messages}`)),
  );
  await inBatches(before.users + 1, targets.users, ROW_BATCH, (a, b) => query(db, usersSql(salt, a, b)).then(() => undefined));
  for (const statement of leadWorkSql()) await query(db, statement);
  log("lead assignments, timelines and photo rows");
  if (added.reviews > 0) await inBatches(before.reviews + 1, targets.reviews!, ROW_BATCH, (a, b) => query(db, reviewsSql(a, b)).then(() => undefined));
  // What autovacuum would have done long before a real site reached this size.
  await query(db, "analyze");

  // A project this run made (6 images, a cover, text like the others), from the middle of the range.
  const sample = added.projects
    ? await query(db, `select slug from projects where id = '${md5Uuid(`${salt}:p:${before.projects + Math.ceil(added.projects / 2)}`)}'`)
    : await query(
        db,
        `select p.slug from projects p where p.published and (select count(*) from project_images i where i.project_id = p.id) = ${IMAGES_PER_PROJECT}
         order by p.created_at desc limit 1`,
      );
  return {
    salt,
    before,
    added,
    after: {
      projects: await count(db, "select count(*) as n from projects where published"),
      images: await count(db, "select count(*) as n from project_images"),
      mediaAssets: await count(db, "select count(*) as n from media_assets"),
      messages: await count(db, "select count(*) as n from contact_messages"),
      leadEvents: await count(db, "select count(*) as n from lead_events"),
      leadPhotos: await count(db, "select count(*) as n from lead_photos"),
      users: await count(db, `select count(*) as n from "user"`),
      reviews: await count(db, "select count(*) as n from reviews"),
    },
    sources: sources.length,
    filesLinked: linked,
    sampleProjectSlug: sample[0] ? String(sample[0].slug) : null,
    // A quote request being worked on: its page draws its answers, photos and timeline.
    sampleLeadId:
      (await query(db, "select id from contact_messages where source = 'quote' and stage = 'presupuesto' order by last_activity_at desc limit 1"))[0]?.id ??
      null,
    categorySlugs: (await query(db, "select slug from categories order by name")).map((r) => String(r.slug)),
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      projects: { type: "string", default: "5000" },
      messages: { type: "string", default: "50000" },
      users: { type: "string", default: "200" },
      reviews: { type: "string", default: "5000" },
      "image-width": { type: "string", default: "1200" },
    },
  });
  if (s3OptionsFromEnv()) throw new Error("The scale seed links image files on disk: run it with the disk storage (STORAGE_DRIVER=disk).");
  const database = await getDatabase();
  try {
    const summary = await seedScale(
      database.db,
      {
        projects: Number(values.projects),
        messages: Number(values.messages),
        users: Number(values.users),
        reviews: Number(values.reviews),
        imageWidth: Number(values["image-width"]),
      },
      { log: (m) => console.error(`[scale-seed] ${m}`) },
    );
    // The admin the benchmark signs in as: what `npm run create-admin` does, without a second process opening PGlite.
    const email = process.env.ADMIN_EMAIL;
    const admin = email ? await ensureAdmin(database.db, email, process.env.ADMIN_PASSWORD ?? "") : null;
    console.log(JSON.stringify({ kind: database.kind, admin, ...summary }));
  } finally {
    await closeDatabase();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
