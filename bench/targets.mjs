// What the benchmark measures on a running site: a published project page and a static asset.

/**
 * From the landing page: the first published project it links to, and the smallest hashed
 * script or stylesheet it loads (the "static asset" pages are compared with: served by the same
 * server, from disk, with immutable caching).
 */
export async function findTargets(baseURL) {
  const html = await (await fetch(`${baseURL}/`)).text();
  const projectPath = html.match(/href="(\/projeto\/[a-z0-9-]+)"/)?.[1];
  if (!projectPath) throw new Error("the landing page links to no published project");
  const candidates = [...new Set([...html.matchAll(/"(\/(?:_next\/static|_site)\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
  let asset;
  for (const url of candidates) {
    const res = await fetch(`${baseURL}${url}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.ok && (!asset || bytes < asset.bytes)) asset = { url, bytes, cacheControl: res.headers.get("cache-control") };
  }
  if (!asset) throw new Error("the landing page loads no hashed script or stylesheet");
  return { projectPath, asset };
}
