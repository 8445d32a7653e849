// Propagation: an admin edit on instance A until instance B (same PostgreSQL) shows it.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { actionPage, callAction, findAction, signIn } from "./freshness.mjs";
import { freePort, startServer } from "./server.mjs";

const sortedMedian = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/**
 * Starts two instances on a fresh database of the PostgreSQL server at `serverUrl`, then renames
 * a category through the real `updateCategoryAction` action on A `samples` times; each time from A's
 * answer (the write committed) until B's project page — normally served from B's page cache —
 * shows the new name, polled every 5 ms. The time includes B's render of the page the change
 * dropped from its page cache.
 */
export async function measurePropagation({ root, distDir, serverUrl, samples = 20, log = () => {} }) {
  const { default: pg } = await import("pg");
  const name = `bench_propagation_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-propagation-"));
  const account = { email: "propagation@obras.test", password: randomBytes(12).toString("hex") };
  const env = {
    NEXT_DIST_DIR: distDir,
    DATABASE_URL: url.toString(),
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO: "false",
    ADMIN_EMAIL: account.email,
    ADMIN_PASSWORD: account.password,
    AUTH_RATE_LIMIT: "off",
    LOG_REQUESTS: "false",
  };
  const servers = [];
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    log(`propagation: two instances on database ${name}`);
    servers.push(
      ...(await Promise.all(
        ["a", "b"].map(async (id) => startServer({ root, dataDir: path.join(work, id), port: await freePort(), env, readyPath: "/api/health" })),
      )),
    );
    const [a, b] = servers;
    await db.connect();
    const { rows } = await db.query("insert into categories (name, slug) values ('Obra nueva', 'obra-nueva') returning id");
    const categoryId = rows[0].id;
    await db.query("insert into projects (slug, title, category, category_id, published) values ('casa-bench', 'Casa bench', 'Obra nueva', $1, true)", [
      categoryId,
    ]);
    const projectPage = `${b.url}/projeto/casa-bench`;
    const cookie = await signIn(a.url, account);
    const action = findAction(path.join(root, distDir), "src/categories/actions.ts", "updateCategoryAction");
    const page = actionPage(action, categoryId);
    await (await fetch(projectPage)).text();

    const times = [];
    let firstRequestShowed = 0;
    for (let i = 1; i <= samples; i++) {
      const label = `Obra nueva ${i}`;
      await callAction(a.url, cookie, action, page, { id: categoryId, name: label, slug: "obra-nueva", description: "" });
      const t0 = performance.now();
      let requests = 1;
      while (!(await (await fetch(projectPage)).text()).includes(label)) {
        if (performance.now() - t0 > 30_000) throw new Error(`B did not show "${label}" within 30 s`);
        await new Promise((r) => setTimeout(r, 5));
        requests++;
      }
      times.push(performance.now() - t0);
      if (requests === 1) firstRequestShowed++;
      log(`propagation sample ${i}: ${times.at(-1).toFixed(1)} ms (${requests} request${requests > 1 ? "s" : ""} to B)`);
    }
    return {
      samples: times.map((t) => Math.round(t * 10) / 10),
      medianMs: Math.round(sortedMedian(times) * 10) / 10,
      maxMs: Math.round(Math.max(...times) * 10) / 10,
      /** Edits that B's very first request after A's answer already showed (that request's render included in the time). */
      firstRequestShowed,
    };
  } finally {
    await db.end().catch(() => {});
    for (const s of servers) await s.stop();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
