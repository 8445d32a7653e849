// Caches static assets (hashed bundles, stored media, icons) for repeat visits.
// Pages, /admin, /auth and the API always go to the network.
const CACHE = "static-v1";
const CACHEABLE = [/^\/_next\/static\//, /^\/_site\//, /^\/media\//, /^\/placeholder\.svg$/, /^\/favicon\.ico$/];

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/admin") || url.pathname.startsWith("/auth") || url.pathname.startsWith("/api")) return;
  if (!CACHEABLE.some((pattern) => pattern.test(url.pathname))) return;
  if (event.request.headers.has("range")) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(event.request);
      if (hit) return hit;
      const response = await fetch(event.request);
      if (response.ok && response.status === 200) cache.put(event.request, response.clone());
      return response;
    }),
  );
});
