import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { ADMIN } from "./global-setup";
import { makeDataDir, runScript, startApp, type RunningServer } from "./support/server";
import { sessionCookie } from "./support/sign-in";

/**
 * The pipeline's pages at 50,000 leads (own server: no other test wants that many): each answers
 * within the page budget, 300 KB of HTML, because every page draws a bounded number of leads (50
 * rows, 20 cards a column, 50 timeline entries) and no card carries a client component.
 */
const LEADS = 50_000;
const BUDGET = 300 * 1024;

let server: RunningServer;
let cookie: string;
let busyLead: string;

beforeAll(async () => {
  const dataDir = makeDataDir("leads-scale");
  runScript("create-admin", ["--email", ADMIN.email, "--password", ADMIN.password], dataDir);
  const database = await openDatabase({ dataDir });
  try {
    const admin = await database.db.execute(sql`select id from "user" limit 1`);
    const adminId = (admin as unknown as { rows: { id: string }[] }).rows[0].id;
    // Long names, subjects and next actions: the worst the cards can weigh.
    await database.db.execute(sql`
      insert into contact_messages (name, email, phone, subject, message, stage, source, estimated_value, assigned_to, next_action, next_action_on, created_at, last_activity_at)
      select 'Cliente con un nombre bastante largo ' || g, 'cliente' || g || '@example.com', '+34 600 ' || lpad((g % 1000000)::text, 6, '0'),
             'Reforma integral de vivienda con cocina, dos baños y cambio de ventanas ' || g, repeat('Texto del mensaje. ', 40),
             (array['nuevo','contactado','visita','presupuesto','ganado','perdido'])[1 + g % 6],
             (array['form','quote','whatsapp','phone','manual'])[1 + g % 5],
             1000 + g, case when g % 2 = 0 then ${adminId} end,
             'Llamar para concretar la visita y llevar el catálogo de materiales', date '2026-01-01' + (g % 400),
             now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(1, ${LEADS}) g`);
    const busy = await database.db.execute(sql`select id from contact_messages order by last_activity_at desc limit 1`);
    busyLead = (busy as unknown as { rows: { id: string }[] }).rows[0].id;
    await database.db.execute(sql`
      insert into lead_events (message_id, actor_id, kind, body)
      select ${busyLead}, ${adminId}, 'note', repeat('Nota de seguimiento con detalles de la obra. ', 20) from generate_series(1, 120)`);
  } finally {
    await database.close();
  }
  server = await startApp(dataDir, { SEED_DEMO: "false" }, undefined, { timeoutMs: 300_000 });
  cookie = await sessionCookie(server.url, ADMIN);
}, 420_000);

afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
});

async function html(path: string): Promise<string> {
  const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
  expect(res.status, path).toBe(200);
  return res.text();
}

describe(`the pipeline at ${LEADS} leads`, () => {
  it("draws the list, the board, a busy lead and the new-lead form within 300 KB each", { timeout: 120_000 }, async () => {
    const sizes: Record<string, number> = {};
    for (const path of ["/admin/leads", "/admin/leads?page=1000", "/admin/leads/board", `/admin/leads/${busyLead}`, "/admin/leads/new"]) {
      const body = await html(path);
      sizes[path] = Buffer.byteLength(body);
    }
    console.info("[leads-scale] HTML bytes", sizes);
    for (const [path, bytes] of Object.entries(sizes)) expect(bytes, path).toBeLessThanOrEqual(BUDGET);
    const board = await html("/admin/leads/board");
    // Six columns of 20 cards.
    expect(board.match(/<select name="stage-/g)).toHaveLength(120);
  });
});
