import type { IncomingMessage, ServerResponse } from "node:http";

/** The answer past the render cap: a small page of its own, in Spanish (the site's default language). */
const PAGE = Buffer.from(
  `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Demasiadas solicitudes</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:15vh auto;padding:0 1.25rem;line-height:1.6;color:#1c1917}a{color:inherit;font-weight:600}</style></head>
<body><main><h1>Demasiadas solicitudes</h1>
<p>En este momento recibimos más visitas de las que podemos atender. Por favor, inténtelo de nuevo dentro de unos segundos.</p>
<p><a href="/">Volver a la página de inicio</a></p></main></body></html>
`,
);

export function tooManyRequests(req: IncomingMessage, res: ServerResponse, retryAfterSeconds: number): void {
  res.writeHead(429, {
    "content-type": "text/html; charset=utf-8",
    "content-length": PAGE.length,
    "retry-after": String(retryAfterSeconds),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  });
  res.end(req.method === "HEAD" ? undefined : PAGE);
}
