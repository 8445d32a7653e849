import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverActions, postAction, type DiscoveredAction } from "../e2e/support/actions";
import { postContactForm } from "../e2e/support/contact-form";
import { freePort, makeDataDir, repoRoot, startApp, type RunningServer } from "../e2e/support/server";
import { startSmtpSink } from "../support/smtp-sink";
import { projectInput } from "./support/admin-client";
import { startNginx, type RunningNginx } from "./support/nginx";
import { throwawayDatabase, type ThrowawayDatabase } from "./support/postgres";

/**
 * The reference deployment for several instances (README, "Production";
 * docs/decisions/0002-postgresql-is-the-only-shared-infrastructure.md): two instances of the built app on one PostgreSQL (a fresh database), an S3-compatible store (s3rver), TRUST_PROXY=true,
 * behind Debian's nginx running deploy/nginx.conf. Requests are aimed at A or B through two
 * extra nginx doors that pass the same headers as the site.
 */

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: Record<string, unknown>) => S3rverInstance;

const ADMIN = { email: "varias@obras.test", password: "clave-de-varias-instancias" };
const SIGNIN_LIMIT = 4;
const CONTACT_LIMIT = 5;
const RATE_LIMITED = "Ha enviado demasiados mensajes. Inténtelo de nuevo en unos minutos.";
const PROJECT = { slug: "casa-do-rio", title: "Casa do Río", category: "Rehabilitación integral" };
const DUE_MESSAGES = 10;

let database: ThrowawayDatabase;
let pg: Client;
let s3: S3rverInstance;
let s3Dir: string;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let nginx: RunningNginx;
let coldStart: { a: RunningServer; b: RunningServer; migrations: number; users: number; outputs: string };
let a: RunningServer;
let b: RunningServer;
let site: string;
let doorA: string;
let doorB: string;
let categoryId: string;
let actions: DiscoveredAction[];

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  database = await throwawayDatabase("multi_instance");
  const { Client } = await import("pg");
  pg = new Client({ connectionString: database.url });
  await pg.connect();

  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "multi-instance-s3-"));
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir });
  const s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  const raw = new S3Client({
    region: "us-east-1",
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  await raw.send(new CreateBucketCommand({ Bucket: "obras-multi" }));
  raw.destroy();
  sink = await startSmtpSink();

  const [sitePort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  site = `http://localhost:${sitePort}`;
  doorA = `http://localhost:${portA}`;
  doorB = `http://localhost:${portB}`;
  const env = {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    SITE_URL: site,
    TRUST_PROXY: "true",
    S3_BUCKET: "obras-multi",
    S3_ENDPOINT: s3Endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    SEED_DEMO: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT: "on",
    AUTH_SIGNIN_LIMIT: String(SIGNIN_LIMIT),
    CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
    LOG_REQUESTS: "false",
  };
  const startBoth = () => Promise.all([startApp(makeDataDir("multi-a"), env), startApp(makeDataDir("multi-b"), env)]);

  // Both instances at once on the empty database.
  const [coldA, coldB] = await startBoth();
  const migrations = Number((await pg.query("select count(*) as n from drizzle.__drizzle_migrations")).rows[0].n);
  const users = Number((await pg.query('select count(*) as n from "user"')).rows[0].n);
  coldStart = { a: coldA, b: coldB, migrations, users, outputs: coldA.output() + coldB.output() };

  // Mail settings and contact messages whose notification is due: both instances' start-up
  // retry passes will race for them on the restart below.
  await pg.query(
    `insert into site_settings (smtp_host, smtp_port, smtp_secure, email, admin_email, email_notifications_enabled)
     values ('127.0.0.1', $1, false, 'web@obras.test', 'empresa@obras.test', true)`,
    [sink.port],
  );
  for (let i = 0; i < DUE_MESSAGES; i++) {
    await pg.query(
      `insert into contact_messages (name, email, subject, message, status, notification_status, notification_next_attempt_at)
       values ('Vecina', 'vecina@example.com', $1, 'Mensaje pendiente', 'new', 'pending', now() - interval '1 minute')`,
      [`Pendiente ${i}`],
    );
  }
  const category = await pg.query("insert into categories (name, slug) values ($1, 'rehabilitacion') returning id", [PROJECT.category]);
  categoryId = category.rows[0].id;
  await pg.query(
    "insert into projects (slug, title, category, category_id, published, short_description) values ($1, $2, $3, $4, true, 'Rehabilitación junto al río')",
    [PROJECT.slug, PROJECT.title, PROJECT.category, categoryId],
  );
  expect(await coldA.stop()).toBe(0);
  expect(await coldB.stop()).toBe(0);

  [a, b] = await startBoth();
  nginx = await startNginx({
    port: sitePort,
    upstreams: [a, b].map((s) => Number(new URL(s.url).port)),
    pinned: [
      { port: portA, upstream: Number(new URL(a.url).port) },
      { port: portB, upstream: Number(new URL(b.url).port) },
    ],
  });
  actions = discoverActions();
}, 300_000);

afterAll(async () => {
  await nginx?.stop();
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  await pg?.end();
  await database?.drop();
  await sink?.close();
  await s3?.close();
  if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
  expect(codes.filter((c) => c !== undefined && c !== 0)).toEqual([]);
});

const action = (name: string) => actions.find((x) => x.name.endsWith(`#${name}`))!;

async function signIn(door: string): Promise<string> {
  const res = await fetch(`${door}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function renameCategory(door: string, cookie: string, name: string) {
  const res = await postAction(door, action("updateCategoryAction"), [{ id: categoryId, name, slug: "rehabilitacion", description: "" }], {
    origin: site,
    cookie,
  });
  expect(res.status).toBe(200);
  expect(res.body).toContain('"ok":true');
}

const pageShows = async (door: string, pathname: string, text: string) => (await (await fetch(`${door}${pathname}`)).text()).includes(text);

/** Milliseconds from now until B's project page (and then `/`) shows `text`; fails after `limitMs`. */
async function timeUntilBShows(text: string, limitMs: number): Promise<number> {
  const started = performance.now();
  while (!(await pageShows(doorB, `/projeto/${PROJECT.slug}`, text))) {
    if (performance.now() - started > limitMs) throw new Error(`B did not show "${text}" within ${limitMs} ms`);
    await wait(10);
  }
  const ms = performance.now() - started;
  expect(await pageShows(doorB, "/", text)).toBe(true);
  return ms;
}

describe("two instances behind nginx on one PostgreSQL", () => {
  it("cold-started together on an empty database, both came up with the migrations applied once and one admin", () => {
    const journal = JSON.parse(fs.readFileSync(path.join(repoRoot, "drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] };
    expect(coldStart.migrations).toBe(journal.entries.length);
    expect(coldStart.users).toBe(1);
    expect(coldStart.outputs).not.toMatch(/duplicate key|could not start/);
  });

  it("an instance given DATABASE_URL without BETTER_AUTH_SECRET refuses to start, saying why in one line", async () => {
    const failed = startApp(makeDataDir("multi-nosecret"), { DATABASE_URL: database.url, BETTER_AUTH_SECRET: "", SEED_DEMO: "false" });
    await expect(failed).rejects.toThrow(
      /server exited with 1:[\s\S]*could not start: [^\n]*DATABASE_URL is set but BETTER_AUTH_SECRET is not: set BETTER_AUTH_SECRET/,
    );
  });

  it("the start-up retry passes of both instances sent each due notification exactly once", async () => {
    // Only the office's notifications: after 08:00 Madrid time the admin's daily reminder lists these new leads too.
    const pending = () => sink.received.filter((m) => m.to.includes("empresa@obras.test") && /Pendiente \d/.test(m.raw));
    const deadline = Date.now() + 30_000;
    while (pending().length < DUE_MESSAGES && Date.now() < deadline) await wait(100);
    await wait(1500);
    const subjects = pending().map((m) => /Pendiente (\d)/.exec(m.raw)![1]);
    expect(subjects).toHaveLength(DUE_MESSAGES);
    expect(new Set(subjects).size).toBe(DUE_MESSAGES);
  });

  it("an edit on A is on B's pages (page cache included) at B's first visit after A answered, every time", async () => {
    // B has rendered and kept the pages before the edit.
    for (let i = 0; i < 2; i++) {
      expect(await pageShows(doorB, `/projeto/${PROJECT.slug}`, PROJECT.category)).toBe(true);
      expect(await pageShows(doorB, "/", PROJECT.category)).toBe(true);
    }
    const cookie = await signIn(doorA);
    for (let i = 1; i <= 3; i++) {
      const name = `${PROJECT.category} v${i}`;
      await renameCategory(doorA, cookie, name);
      expect(await pageShows(doorB, `/projeto/${PROJECT.slug}`, name)).toBe(true);
      expect(await pageShows(doorB, "/", name)).toBe(true);
    }
  });

  it("a project unpublished on A answers 404 on B at B's first visit after A answered", async () => {
    const slug = "casa-do-muino";
    await pg.query("delete from rate_limits");
    const cookie = await signIn(doorA);
    const input = projectInput("Casa do Muíño", slug, categoryId);
    const created = await postAction(doorA, action("createProjectAction"), [input], { origin: site, cookie });
    expect(created.body).toContain('"ok":true');
    const id = /"id":"([0-9a-f-]{36})"/.exec(created.body)![1];
    for (let i = 0; i < 2; i++) expect((await fetch(`${doorB}/projeto/${slug}`)).status).toBe(200);
    const unpublished = await postAction(doorA, action("updateProjectAction"), [{ id, ...input, published: false }], { origin: site, cookie });
    expect(unpublished.body).toContain('"ok":true');
    expect((await fetch(`${doorB}/projeto/${slug}`)).status).toBe(404);
    expect(await pageShows(doorB, "/", "Casa do Muíño")).toBe(false);
  });

  it("a session made on A works on B, and signing out on A ends it on B", async () => {
    const cookie = await signIn(doorA);
    const session = async () => (await (await fetch(`${doorB}/api/auth/get-session`, { headers: { cookie } })).json()) as { user?: { email: string } } | null;
    expect((await session())?.user?.email).toBe(ADMIN.email);
    const admin = await fetch(`${doorB}/admin`, { headers: { cookie }, redirect: "manual" });
    expect(admin.status).toBe(200);
    const out = await fetch(`${doorA}/api/auth/sign-out`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site, cookie },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect(await session()).toBeNull();
    expect((await fetch(`${doorB}/admin`, { headers: { cookie }, redirect: "manual" })).status).not.toBe(200);
  });

  it("the contact limit holds for A and B together, whatever X-Forwarded-For the client sends", async () => {
    await pg.query("delete from rate_limits");
    const results: boolean[] = [];
    for (let n = 0; n < 12; n++) {
      const res = await postContactForm(
        n % 2 ? doorB : doorA,
        { name: "Vecino", email: "vecino@example.com", phone: "", subject: `Límite ${n}`, message: `Mensaje número ${n} entre instancias.` },
        { headers: { origin: site, "x-forwarded-for": `198.51.100.${n}` } },
      );
      expect(res.answer, res.html.slice(0, 300)).not.toBeNull();
      if (!res.answer!.ok) expect(res.answer!.text).toBe(`Error: ${RATE_LIMITED}`);
      results.push(res.answer!.ok);
    }
    expect(results).toEqual([...Array(CONTACT_LIMIT).fill(true), ...Array(12 - CONTACT_LIMIT).fill(false)]);
    const stored = await pg.query("select count(*) as n from contact_messages where subject like 'Límite %'");
    expect(Number(stored.rows[0].n)).toBe(CONTACT_LIMIT);
  });

  it("the sign-in limit holds for A and B together, and through the site's own nginx door", async () => {
    await pg.query("delete from rate_limits");
    const wrong = (door: string, forged: string) =>
      fetch(`${door}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: site, "x-forwarded-for": forged },
        body: JSON.stringify({ email: ADMIN.email, password: "no-es-la-clave" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < SIGNIN_LIMIT + 2; i++) statuses.push((await wrong(i % 2 ? doorB : doorA, `203.0.113.${i}`)).status);
    expect(statuses).toEqual([...Array(SIGNIN_LIMIT).fill(401), 429, 429]);
    const viaSite = await wrong(site, "192.0.2.77");
    expect(viaSite.status).toBe(429);
    expect(Number(viaSite.headers.get("x-retry-after"))).toBeGreaterThan(0);
  });

  it("after the listening connections are killed, B still converges on A's edits", async () => {
    const killed = await pg.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'cache-sync'",
    );
    expect(killed.rowCount).toBe(2);
    await pg.query("delete from rate_limits");
    const cookie = await signIn(doorA);
    const name = `${PROJECT.category} tras corte`;
    await renameCategory(doorA, cookie, name);
    await timeUntilBShows(name, 5000);
    await wait(500);
    expect(b.output()).toContain("listening again");
    // And the reconnected listener carries the next edit as fast as before.
    const next = `${PROJECT.category} final`;
    await renameCategory(doorA, cookie, next);
    expect(await pageShows(doorB, `/projeto/${PROJECT.slug}`, next)).toBe(true);
  });

  it("a project published on A at an address B answered 404 for is on B at once: no instance keeps a 404", async () => {
    const slug = "casa-da-ponte";
    for (const door of [doorB, doorB, doorA]) expect((await fetch(`${door}/projeto/${slug}`)).status).toBe(404);
    await pg.query("delete from rate_limits");
    const cookie = await signIn(doorA);
    const created = await postAction(doorA, action("createProjectAction"), [projectInput("Casa da Ponte", slug, categoryId)], { origin: site, cookie });
    expect(created.status).toBe(200);
    expect(created.body).toContain('"ok":true');
    for (const door of [doorB, doorA]) {
      const res = await fetch(`${door}/projeto/${slug}`);
      expect(res.status, door).toBe(200);
      expect(await res.text(), door).toContain("Casa da Ponte");
    }
  });
});
