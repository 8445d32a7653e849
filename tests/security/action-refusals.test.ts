import { describe, expect, inject, it } from "vitest";
import { contactFormHiddenFields } from "../e2e/support/contact-form";

/**
 * Posts to pages are server actions. One from another origin answers 403, one naming an action
 * the build does not have (or none) 404 — never Next's 500 or 409, which would say the server
 * failed and write to the error log for anyone who asks.
 */
const baseURL = inject("baseURL");
const UNKNOWN_ID = `7f${"0".repeat(38)}aa`;

const post = (path: string, init: { headers?: Record<string, string>; body: BodyInit }) =>
  fetch(`${baseURL}${path}`, { method: "POST", redirect: "manual", ...init, headers: { "x-forwarded-for": "10.78.0.1", ...init.headers } });

async function contactForm(fields: Array<[string, string]>): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [name, value] of Object.entries({ name: "Prueba", email: "prueba@example.com", phone: "", subject: "Refusal", message: "No debe guardarse." }))
    form.append(name, value);
  return form;
}

describe("server-action posts the server refuses", () => {
  it("answers 403 to a post from another origin, with or without JavaScript, on public and back-office pages", async () => {
    const form = await contactForm(await contactFormHiddenFields(baseURL));
    for (const path of ["/", "/gl", "/admin/settings"]) {
      const noScript = await post(path, { headers: { origin: "https://evil.example" }, body: form });
      expect(noScript.status, path).toBe(403);
      const scripted = await post(path, {
        headers: { origin: "https://evil.example", "next-action": UNKNOWN_ID, "content-type": "text/plain;charset=UTF-8" },
        body: "[]",
      });
      expect(scripted.status, path).toBe(403);
    }
    expect((await post("/", { headers: { origin: "null" }, body: form })).status).toBe(403);
  });

  it("answers 404 to an action the build does not have, or a post that names none", async () => {
    const origin = new URL(baseURL).origin;
    const scripted = await post("/", { headers: { origin, "next-action": UNKNOWN_ID, "content-type": "text/plain;charset=UTF-8" }, body: "[]" });
    expect(scripted.status).toBe(404);
    const fields = await contactFormHiddenFields(baseURL);
    const madeUp = fields.map(([name, value]): [string, string] => [name, name.endsWith(":0") ? JSON.stringify({ id: UNKNOWN_ID, bound: "$@1" }) : value]);
    expect((await post("/", { headers: { origin }, body: await contactForm(madeUp) })).status).toBe(404);
    expect((await post("/", { headers: { origin }, body: await contactForm([[`$ACTION_ID_${UNKNOWN_ID}`, ""]]) })).status).toBe(404);
    expect((await post("/politica-de-privacidade", { headers: { origin }, body: await contactForm([]) })).status).toBe(404);
    expect((await post("/", { headers: { origin, "content-type": "application/x-www-form-urlencoded" }, body: "name=x" })).status).toBe(404);
  });

  it("still takes the site's own form post", async () => {
    const res = await post("/", {
      headers: { origin: new URL(baseURL).origin, "x-forwarded-for": "10.78.0.2" },
      body: await contactForm(await contactFormHiddenFields(baseURL)),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-contact-notice="ok"');
  });
});
