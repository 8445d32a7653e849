import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN } from "../e2e/global-setup";
import { sessionCookie } from "../e2e/support/sign-in";
import { ADMIN_FORM_ACTIONS, discoverActions, discoverAdminRoutes, postAction, type DiscoveredAction } from "../e2e/support/actions";
import { postContactForm } from "../e2e/support/contact-form";
import { requestMessages } from "@/messages/requests";

const baseURL = inject("baseURL");
/** Every string the fuzzer sends carries this: a row holding it would be a half-written leftover. */
const MARK = `fuzzmark${Date.now().toString(36)}`;
const SEED = 20261121;
const RUNS_PER_ACTION = 8;

let adminCookie = "";
let actions: DiscoveredAction[] = [];

/** A stack frame, a source path or a framework name: what a browser must never be shown. */
const LEAK = /\n\s+at [\w.<>$[\]]+ \(|\bat async\b|\/src\/|node_modules|\.next\/server|webpack-internal|\bTypeError\b|\bReferenceError\b/;
/** zod's and Node's English defaults: a person reading the form would not understand them. */
const ENGLISH = /\b(Invalid|expected|received|Too (big|small)|Required|must|Unrecognized|undefined|is not|failed|Unexpected)\b|\b[A-Z]\w*Error\b|\bError:/;

const fields = [
  "id",
  "ids",
  "projectId",
  "name",
  "slug",
  "title",
  "description",
  "caption",
  "altText",
  "url",
  "status",
  "imageType",
  "blockType",
  "content",
  "order",
  "direction",
  "active",
  "email",
  "subject",
  "message",
  "phone",
  "userId",
  "reply",
  "rating",
  "excludeId",
  "companyName",
  "tempId",
  "images",
  "file",
];

const str = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => `${MARK}${s}`),
  fc.string({ unit: "grapheme", maxLength: 30 }).map((s) => `${MARK}\u0000${s}\u202e\uFEFF🏗️`),
  fc.constant(`${MARK}${"x".repeat(900 * 1024)}`),
  fc.constant(`${MARK}<script>alert(1)</script>`),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  str,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(str, { maxLength: 3 }),
  fc.constant({ __proto__: { admin: true }, constructor: MARK }),
  fc.constant("00000000-0000-0000-0000-000000000000"),
);
/** Objects with the field names the forms use but wrong values, missing and extra fields. */
const payload: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(fc.constantFrom(...fields, `${MARK}extra`), value, { maxKeys: 6 }),
  fc.array(value, { maxLength: 4 }),
  value,
);
const argsArb = fc.oneof(
  fc.constant([] as unknown[]),
  payload.map((p) => [p]),
  fc.tuple(payload, payload),
);

/** Fixed cases every action gets, besides the generated ones. */
const fixedArgs: unknown[][] = [
  [],
  [null],
  [42],
  ["texto"],
  [[{}]],
  [{}],
  [{ id: `${MARK}\u0000` }],
  [Object.fromEntries(fields.map((f) => [f, `${MARK}${"é".repeat(15 * 1024)}`]))],
  [{ id: "00000000-0000-0000-0000-000000000000", [`${MARK}extra`]: true }],
];

/** The RSC lines of an action's answer that decode to an ActionResult. */
function actionResults(body: string): Array<{ ok: boolean; error?: unknown; fieldErrors?: Record<string, unknown> }> {
  const out = [];
  for (const line of body.split("\n")) {
    const json = line.match(/^[0-9a-f]+:(\{.*\})$/)?.[1];
    if (!json) continue;
    try {
      const value = JSON.parse(json);
      if (typeof value?.ok === "boolean") out.push(value);
    } catch {
      // not a JSON row
    }
  }
  return out;
}

/**
 * How many answers reached the app (decoded to an ActionResult): the fuzz must not just bounce off
 * the framework. Form actions answer with a redirect or the page, never a value: not counted.
 */
const tally = { sent: 0, answered: 0 };

function checkAnswer(action: DiscoveredAction, args: unknown[], res: { status: number; body: string }) {
  if (!ADMIN_FORM_ACTIONS.has(action.name)) {
    tally.sent++;
    if (actionResults(res.body).length > 0) tally.answered++;
  }
  const label = `${action.name} ${JSON.stringify(args).slice(0, 200)}`;
  expect(res.status, `${label}\n${res.body.slice(0, 500)}`).toBeLessThan(500);
  expect(res.body, label).not.toMatch(LEAK);
  for (const result of actionResults(res.body)) {
    if (result.ok) continue;
    expect(typeof result.error === "string" && result.error.trim().length > 3, `${label}: ${JSON.stringify(result)}`).toBe(true);
    expect(result.error, label).not.toMatch(ENGLISH);
    for (const message of Object.values(result.fieldErrors ?? {})) expect(String(message), `${label} fieldErrors`).not.toMatch(ENGLISH);
  }
}

async function fuzz(action: DiscoveredAction, headers: Record<string, string>) {
  for (const args of fixedArgs) checkAnswer(action, args, await postAction(baseURL, action, args, headers));
  await fc.assert(
    fc.asyncProperty(argsArb, async (args) => {
      checkAnswer(action, args, await postAction(baseURL, action, args, headers));
    }),
    { seed: SEED, numRuns: RUNS_PER_ACTION, endOnFailure: true },
  );
}

const adminPages = [
  "/admin",
  "/admin/projects",
  "/admin/categories",
  "/admin/contact-messages",
  "/admin/reviews",
  "/admin/hero-images",
  "/admin/about-gallery",
  "/admin/settings",
  "/admin/seo",
  "/admin/users",
];

/** The public contact form's action (the one action a visitor may call). */
const contactAction = () => actions.find((a) => a.name.endsWith("#submitContactFormAction"))!;

beforeAll(async () => {
  adminCookie = await sessionCookie(baseURL, ADMIN);
  actions = discoverActions();
  expect(actions.length).toBeGreaterThan(30);
});

describe("malformed input to every server action", () => {
  it("the public contact action, as a visitor: never a 500, no stack trace, Spanish errors, nothing stored", async () => {
    await fuzz(contactAction(), {});
    const inbox = await fetch(`${baseURL}/admin/contact-messages`, { headers: { cookie: adminCookie } });
    expect(await inbox.text()).not.toContain(MARK);
  });

  it("the contact form posted as a browser posts it, with fuzzed fields: never a 500, no stack trace, the answer in Spanish, nothing stored", async () => {
    const formFields = ["name", "email", "phone", "subject", "message", "website", `${MARK}extra`];
    // Within the 1 MB cap (a post over it is refused before anything reads it: the 413 test below).
    const underCap = (values: Record<string, string>) => Object.values(values).reduce((n, v) => n + Buffer.byteLength(v), 0) < 1_000_000;
    const fieldsArb = fc.dictionary(fc.constantFrom(...formFields), str, { maxKeys: 7 }).filter(underCap);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fieldsArb, async (values) => {
        // Each post poses as its own visitor: the contact limit is per address, and this one must not spend another test's.
        const res = await postContactForm(baseURL, values, { headers: { "x-forwarded-for": `10.66.${n >> 8}.${n++ & 255}` } });
        const label = JSON.stringify(values).slice(0, 200);
        expect(res.status, label).toBeLessThan(500);
        expect(res.html, label).not.toMatch(LEAK);
        expect(res.answer, `${label}: ${res.status} ${res.html.replace(/\s+/g, " ").slice(0, 300)}`).not.toBeNull();
        if (!res.answer!.ok) expect(res.answer!.text.replace(/^Error: /, ""), label).not.toMatch(ENGLISH);
      }),
      { seed: SEED, numRuns: 3 * RUNS_PER_ACTION, endOnFailure: true },
    );
    const inbox = await fetch(`${baseURL}/admin/contact-messages`, { headers: { cookie: adminCookie } });
    expect(await inbox.text()).not.toContain(MARK);
  });

  it("every admin action, as the admin: never a 500, no stack trace, Spanish errors", async () => {
    const admin = actions.filter((a) => a !== contactAction());
    for (const action of admin) await fuzz(action, { cookie: adminCookie });
    expect(tally.answered / tally.sent, JSON.stringify(tally)).toBeGreaterThan(0.95);
  }, 240_000);

  it("a body the framework could not decode answers 400 in Spanish and writes nothing", async () => {
    // Next would decode these before any app code runs and answer 500; src/server/action-body.ts screens them.
    const target = actions.find((a) => a.name.endsWith("#createCategoryAction"))!;
    const bodies: Array<[string, string]> = [
      ...["", "{", `{"name":"${MARK}","slug":"${MARK}"}`, "null", `"${MARK}"`, "\u0000\u0000", "[".repeat(5000)].map((b): [string, string] => [
        b,
        "text/plain;charset=UTF-8",
      ]),
      [`--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n["${MARK}"]`, "multipart/form-data; boundary=y"],
    ];
    for (const [body, contentType] of bodies) {
      const res = await fetch(`${baseURL}${target.page}`, {
        method: "POST",
        redirect: "manual",
        headers: { "next-action": target.id, "content-type": contentType, accept: "text/x-component", origin: baseURL, cookie: adminCookie },
        body,
      });
      expect(res.status, JSON.stringify(body.slice(0, 20))).toBe(400);
      expect(await res.text()).toBe(requestMessages.es.invalid);
    }
  });

  it("an action body over the 1 MB limit answers 413 with a Spanish message, declared or chunked", async () => {
    const capped = actions.filter((a) => /#(submitContactForm|createCategory|updateSettings)Action$/.test(a.name));
    expect(capped).toHaveLength(3);
    for (const action of capped) {
      const res = await postAction(baseURL, action, [{ name: `${MARK}${"x".repeat(1024 * 1024)}` }], { cookie: adminCookie });
      expect(res.status, action.name).toBe(413);
      expect(res.body).toBe(requestMessages.es.tooLarge);
    }
    const contact = contactAction();
    const text = JSON.stringify([{ name: `${MARK}${"x".repeat(1024 * 1024)}` }]);
    const pieces = Array.from({ length: 32 }, (_, i) => Buffer.from(text.slice(i * 40_000, (i + 1) * 40_000)));
    const res = await fetch(`${baseURL}/`, {
      method: "POST",
      headers: { "next-action": contact.id, "content-type": "text/plain;charset=UTF-8", origin: baseURL },
      body: Readable.toWeb(Readable.from(pieces)) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.text()).toBe(requestMessages.es.tooLarge);

    // The contact form as a browser posts it (multipart, no action header), over the cap.
    const form = new FormData();
    form.append("name", "Vecina");
    form.append("message", `${MARK}${"x".repeat(1024 * 1024)}`);
    const encoded = new Response(form);
    const posted = await fetch(`${baseURL}/`, {
      method: "POST",
      headers: { "content-type": encoded.headers.get("content-type")!, origin: baseURL },
      body: new Uint8Array(await encoded.arrayBuffer()),
    });
    expect(posted.status).toBe(413);
    expect(await posted.text()).toBe(requestMessages.es.tooLarge);
  });

  it("a URL whose %-escapes do not decode answers 400, not 500", async () => {
    for (const p of ["/%ZZ", "/projeto/%E0%A4%A", "/admin/%ZZ", "/media/%c0%ae%c0%ae/x", "/api/admin/seo/%ZZ"]) {
      const res = await fetch(`${baseURL}${p}`, { headers: { cookie: adminCookie } });
      expect(res.status, p).toBe(400);
      expect(await res.text()).toBe(requestMessages.es.invalid);
    }
  });

  it("nothing half-written: no admin list or public page holds a fuzzed value afterwards", async () => {
    for (const page of adminPages) {
      const res = await fetch(`${baseURL}${page}`, { headers: { cookie: adminCookie } });
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).not.toContain(MARK);
    }
    for (const page of ["/", "/buscar?q=fuzzmark", "/sitemap.xml", "/sitemaps/1.xml.gz"]) {
      const res = await fetch(`${baseURL}${page}`);
      expect(res.status, page).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      expect((page.endsWith(".gz") ? gunzipSync(body) : body).toString("utf8"), page).not.toContain(MARK);
    }
  });
});

describe("malformed requests to every admin route handler", () => {
  it("the route list is the one this test covers", () => {
    expect(discoverAdminRoutes().sort()).toEqual(["/api/admin/leads/export", "/api/admin/leads/x/photos/x", "/api/admin/seo/x", "/api/admin/uploads"]);
  });

  it("POST /api/admin/uploads with broken bodies: 4xx with a Spanish error, never a 500", async () => {
    const multipart = (parts: Array<[string, string | Blob, string?]>) => {
      const body = new FormData();
      for (const [k, v, name] of parts) {
        if (typeof v === "string") body.append(k, v);
        else body.append(k, v, name);
      }
      return body;
    };
    const jpegHeader = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], { type: "image/jpeg" });
    const bodies: Array<[string, BodyInit, Record<string, string>]> = [
      ["empty", "", {}],
      ["json", JSON.stringify({ target: { kind: "hero-image" } }), { "content-type": "application/json" }],
      ["garbage multipart", "--x\r\nnonsense", { "content-type": "multipart/form-data; boundary=x" }],
      ["no boundary", "abc", { "content-type": "multipart/form-data" }],
      ["no target", multipart([["file", jpegHeader, "a.jpg"]]), {}],
      [
        "target not JSON",
        multipart([
          ["target", "{kind:"],
          ["file", jpegHeader, "a.jpg"],
        ]),
        {},
      ],
      [
        "target an array",
        multipart([
          ["target", "[1,2]"],
          ["file", jpegHeader, "a.jpg"],
        ]),
        {},
      ],
      [
        "unknown kind",
        multipart([
          ["target", JSON.stringify({ kind: `${MARK}\u0000` })],
          ["file", jpegHeader, "a.jpg"],
        ]),
        {},
      ],
      [
        "huge target",
        multipart([
          ["target", JSON.stringify({ kind: "hero-image", x: "x".repeat(1024 * 1024) })],
          ["file", jpegHeader, "a.jpg"],
        ]),
        {},
      ],
      [
        "file before target",
        multipart([
          ["file", jpegHeader, "a.jpg"],
          ["target", JSON.stringify({ kind: "hero-image" })],
        ]),
        {},
      ],
      ["no file", multipart([["target", JSON.stringify({ kind: "hero-image" })]]), {}],
      [
        "file as text field",
        multipart([
          ["target", JSON.stringify({ kind: "hero-image" })],
          ["file", "not a file"],
        ]),
        {},
      ],
      [
        "truncated JPEG",
        multipart([
          ["target", JSON.stringify({ kind: "hero-image" })],
          ["file", jpegHeader, "../../a.jpg"],
        ]),
        {},
      ],
      [
        "traversal in ids",
        multipart([
          ["target", JSON.stringify({ kind: "project-image", projectId: "../../etc", imageType: "gallery" })],
          ["file", jpegHeader, "a.jpg"],
        ]),
        {},
      ],
    ];
    for (const [label, body, headers] of bodies) {
      // Each body gets an answer within 30 s, or the failure names the body that got none (a CI
      // run once spent the whole test's 120 s here without saying on which).
      const answered = await fetch(`${baseURL}/api/admin/uploads`, {
        method: "POST",
        headers: { origin: baseURL, cookie: adminCookie, ...headers },
        body,
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (res) => ({ res, text: await res.text() }),
        (err: Error) => err,
      );
      if (answered instanceof Error) throw new Error(`${label}: no answer (${answered.name}: ${answered.message})`);
      const { res, text } = answered;
      expect(res.status, `${label}: ${text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${label}: ${text}`).toBeLessThan(500);
      expect(text, label).not.toMatch(LEAK);
      const error = JSON.parse(text).error;
      expect(typeof error === "string" && error.length > 3, label).toBe(true);
      expect(error, label).not.toMatch(ENGLISH);
    }
  });

  it("POST /api/admin/leads/export with broken bodies: 400 with a Spanish error, never a 500 or a ZIP", async () => {
    const form = (email: string) => new URLSearchParams({ email });
    const bodies: Array<[string, BodyInit, Record<string, string>]> = [
      ["empty", "", {}],
      ["json", JSON.stringify({ email: "ana@correo.test" }), { "content-type": "application/json" }],
      ["garbage multipart", "--x\r\nnonsense", { "content-type": "multipart/form-data; boundary=x" }],
      ["no address", form(""), {}],
      ["not an address", form(`${MARK}\u0000\u202e`), {}],
      ["huge address", form(`${"a".repeat(300 * 1024)}@correo.test`), {}],
    ];
    for (const [label, body, headers] of bodies) {
      const res = await fetch(`${baseURL}/api/admin/leads/export`, { method: "POST", headers: { origin: baseURL, cookie: adminCookie, ...headers }, body });
      const text = await res.text();
      expect(res.status, `${label}: ${text.slice(0, 200)}`).toBe(400);
      expect(res.headers.get("cache-control"), label).toBe("private, no-store");
      expect(text, label).not.toMatch(LEAK);
      const error = JSON.parse(text).error;
      expect(typeof error === "string" && error.length > 3, label).toBe(true);
      expect(error, label).not.toMatch(ENGLISH);
    }
  });

  it("GET /api/admin/seo/[file] and a lead's photo with odd names: 404, never a 500 or another file", async () => {
    const names = [
      "..%2f..%2fetc%2fpasswd",
      "%2e%2e",
      "__proto__",
      "constructor",
      "toString",
      "hasOwnProperty",
      "sitemap.xml%00.txt",
      "robots.txt%2f..",
      encodeURIComponent("\u0000"),
      "x".repeat(4000),
      "%E2%80%AE",
    ];
    for (const name of names) {
      // The same odd names as a quote photo's lead and photo ids: never a 500, a file or another lead's photo.
      for (const path of [`/api/admin/leads/${name}/photos/${name}`, `/api/admin/leads/00000000-0000-4000-8000-000000000000/photos/${name}`]) {
        // A dot segment is resolved by the URL parser before it leaves ('%2e%2e' → another page).
        if (!new URL(path, baseURL).pathname.includes("/photos/")) continue;
        const photo = await fetch(`${baseURL}${path}`, { headers: { cookie: adminCookie } });
        const body = await photo.text();
        expect([400, 404], `${path.slice(0, 80)}: ${body.slice(0, 200)}`).toContain(photo.status);
        expect(body).not.toMatch(LEAK);
      }
      const res = await fetch(`${baseURL}/api/admin/seo/${name}`, { headers: { cookie: adminCookie } });
      const text = await res.text();
      expect([400, 404], `${name.slice(0, 40)}: ${text.slice(0, 200)}`).toContain(res.status);
      expect(text).not.toMatch(LEAK);
      expect(text).not.toContain("root:");
    }
  });
});
