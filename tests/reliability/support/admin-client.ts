import fs from "node:fs";
import sharp from "sharp";
import { discoverActions, postAction, type DiscoveredAction } from "../../e2e/support/actions";

/** The back office driven over HTTP like the browser does: sign-in cookie, uploads, server actions. */

export const SOAK_ADMIN = { email: "admin-reliability@obras.test", password: "reliability-admin-password" };

export type ActionOutcome = { ok: true; data: Record<string, unknown> } | { ok: false; status: number; body: string };

export async function signIn(baseURL: string, credentials = SOAK_ADMIN): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A server action of the build by its module and export, e.g. ("projects/actions", "createProjectAction"). */
export function findAction(module: string, exportName: string): DiscoveredAction {
  const found = discoverActions().find((a) => a.name.includes(module) && a.name.endsWith(`#${exportName}`));
  if (!found) throw new Error(`no server action ${module}#${exportName} in the build`);
  return found;
}

/** The action's ActionResult, read out of the RSC stream it answers with. */
export async function callAction(baseURL: string, action: DiscoveredAction, input: unknown, cookie: string): Promise<ActionOutcome> {
  const { status, body } = await postAction(baseURL, action, [input], { cookie });
  if (status === 200) {
    for (const line of body.split("\n")) {
      const json = line.slice(line.indexOf(":") + 1);
      try {
        const value = JSON.parse(json);
        if (value && typeof value === "object" && "ok" in value) {
          return value.ok === true ? { ok: true, data: value.data ?? {} } : { ok: false, status, body: line };
        }
      } catch {
        // not a JSON row of the stream
      }
    }
  }
  return { ok: false, status, body: body.slice(0, 500) };
}

/**
 * "Publicar cambios" of a project on the site, posted as its form's action (the build holds the
 * form's action, which a page calls; the action behind it is called by none). True once published.
 */
export async function publishChanges(baseURL: string, projectId: string, cookie: string): Promise<boolean> {
  const action = findAction("drafts/actions", "publishChangesFormAction");
  const { redirect } = await postAction(baseURL, action, [{ seq: 0, error: null }, { projectId }], { cookie });
  return redirect?.includes("cambios=publicados") ?? false;
}

/** The `id` an acknowledged create answered with; throws with the answer otherwise. */
export function createdId(outcome: ActionOutcome): string {
  if (!outcome.ok || typeof outcome.data.id !== "string") throw new Error(`create failed: ${JSON.stringify(outcome)}`);
  return outcome.data.id;
}

/** A photo-like JPEG (gradient plus a shape) so the AVIF/WebP variants cost what real ones do. */
export function jpeg(width: number, height: number, seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 255;
  return sharp({ create: { width, height, channels: 3, background: { r: hue, g: 255 - hue, b: (hue * 3) % 255 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#246"/><stop offset="1" stop-color="#fc8"/></linearGradient></defs>` +
            `<rect x="${seed % 200}" y="40" width="${width / 2}" height="${height / 2}" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#935"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export function uploadForm(target: object, data: Buffer, name: string): FormData {
  const body = new FormData();
  body.append("target", JSON.stringify(target));
  body.append("file", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), name);
  return body;
}

export async function upload(baseURL: string, cookie: string, target: object, data: Buffer, name = "obra.jpg") {
  const res = await fetch(`${baseURL}/api/admin/uploads`, { method: "POST", headers: { origin: baseURL, cookie }, body: uploadForm(target, data, name) });
  const text = await res.text();
  return { status: res.status, body: text, url: res.status === 201 ? (JSON.parse(text).url as string) : null };
}

/** A complete project form for the create/update actions. */
export function projectInput(title: string, slug: string, categoryId: string) {
  return {
    title,
    slug,
    categoryId,
    location: "Vigo",
    shortDescription: "Proyecto de prueba de fiabilidad",
    description: null,
    longDescription: null,
    client: null,
    constructionType: null,
    startDate: null,
    completionDate: null,
    areaSqm: null,
    bedrooms: null,
    bathrooms: null,
    budgetRange: null,
    features: [],
    materials: [],
    metaTitle: null,
    metaDescription: null,
    keywords: [],
    published: true,
  };
}

/** VmRSS of a process in bytes (Linux). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for ${pid}`);
  return kb * 1024;
}
