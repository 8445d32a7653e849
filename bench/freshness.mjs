// Freshness: from an admin save through the real server action until `/` shows the change.
import fs from "node:fs";
import path from "node:path";

/** Signs in through better-auth's endpoint, as the sign-in form does; returns the Cookie header. */
export async function signIn(baseURL, { email, password }) {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The action's id and the page it is posted to, from the build's server-reference manifest. */
export function findAction(distDir, filename, exportedName) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "server/server-reference-manifest.json"), "utf8"));
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.filename === filename && entry.exportedName === exportedName) {
      return { id, worker: Object.keys(entry.workers)[0] };
    }
  }
  throw new Error(`no server action ${filename}#${exportedName} in the build`);
}

/** The page a server action of an edit form is posted to, e.g. app/admin/categories/[id]/edit/page → /admin/categories/<id>/edit. */
export const actionPage = (action, id) =>
  "/" +
  action.worker
    .replace(/^app\//, "")
    .replace(/\/page$/, "")
    .replace(/\[id\]/, id);

/** The categories of the admin list, read from its RSC payload (the props of the table). */
export async function adminCategories(baseURL, cookie) {
  const res = await fetch(`${baseURL}/admin/categories`, { headers: { cookie, rsc: "1" } });
  if (!res.ok) throw new Error(`/admin/categories answered ${res.status}`);
  const text = await res.text();
  const found = [];
  const pattern = /\{"id":"[0-9a-f-]{36}","name":"(?:[^"\\]|\\.)*","slug":"[^"]*","description":(?:null|"(?:[^"\\]|\\.)*")/g;
  for (const m of text.matchAll(pattern)) found.push(JSON.parse(`${m[0]}}`));
  return found;
}

/** POSTs a server action the way the browser's router does. */
export async function callAction(baseURL, cookie, action, page, input) {
  const res = await fetch(`${baseURL}${page}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "next-action": action.id,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin: baseURL,
      cookie,
    },
    body: JSON.stringify([input]),
  });
  const body = await res.text();
  if (res.status !== 200 || !body.includes('"ok":true')) throw new Error(`action failed: ${res.status} ${body.slice(0, 300)}`);
}

const landingShows = async (baseURL, text) => (await (await fetch(`${baseURL}/`)).text()).includes(text);

/**
 * Renames a category that the landing page shows (filter chip and project cards), `samples`
 * times (alternating names, ending on the original), timing each from the POST of
 * `updateCategoryAction` until a GET of `/` contains the new name. The first GET after the
 * action answered is the first visit: `firstVisitShowed` counts the samples it already showed.
 */
export async function measureFreshness(baseURL, { distDir, admin, samples = 6, log = () => {} }) {
  const cookie = await signIn(baseURL, admin);
  const action = findAction(distDir, "src/categories/actions.ts", "updateCategoryAction");
  const landing = await (await fetch(`${baseURL}/`)).text();
  const category = (await adminCategories(baseURL, cookie)).find((c) => landing.includes(`>${c.name}<`));
  if (!category) throw new Error("no category of the admin list is shown on /");
  const page = actionPage(action, category.id);

  const times = [];
  const actionTimes = [];
  let firstVisitShowed = 0;
  for (let i = 1; i <= samples; i++) {
    const name = i === samples ? category.name : `${category.name} v${i}`;
    const t0 = performance.now();
    await callAction(baseURL, cookie, action, page, { id: category.id, name, slug: category.slug, description: category.description ?? "" });
    actionTimes.push(performance.now() - t0);
    const deadline = t0 + 30_000;
    let visits = 1;
    while (!(await landingShows(baseURL, `>${name}<`))) {
      if (performance.now() > deadline) throw new Error(`/ did not show "${name}" within 30 s`);
      visits++;
    }
    if (visits === 1) firstVisitShowed++;
    times.push(performance.now() - t0);
    log(`freshness sample ${i}: ${Math.round(times.at(-1))} ms (action ${Math.round(actionTimes.at(-1))} ms, ${visits} visit${visits > 1 ? "s" : ""})`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    write: `updateCategory (rename "${category.name}")`,
    samples: times.map(Math.round),
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
    maxMs: Math.round(sorted.at(-1)),
    actionMedianMs: Math.round([...actionTimes].sort((a, b) => a - b)[Math.floor(actionTimes.length / 2)]),
    firstVisitShowed,
  };
}
