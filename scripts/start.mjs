#!/usr/bin/env node
// `npm start`: build when needed, then serve Next in this one process, so the embedded
// database has a single owner and SIGTERM can close it cleanly before exiting.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { isActionRequest, screenActionRequest } from "./action-body.mjs";
import { bodyLimitFor, carriesBody, screenBody } from "./body-limit.mjs";
import { clientAddress } from "./client-address.mjs";
import { installStructuredLogging, logRequests } from "./logging.mjs";
import { withPageCache } from "./page-cache.mjs";
import { withPageStatus } from "./page-status.mjs";
import { withRuntimeFreePages } from "./runtime-free.mjs";
import { withMovedPermanently } from "./permanent-redirects.mjs";

// The configuration is checked before anything else (src/env.ts, loaded through tsx's public
// API): a bad value stops the start with the variable's name.
const { checkEnv, readEnv } = await tsImport("../src/env.ts", import.meta.url);
try {
  checkEnv();
} catch (err) {
  console.error(`[start] could not start: ${err.message}`);
  process.exit(1);
}
if (readEnv("LOG_FORMAT") !== "pretty") installStructuredLogging();
const logEachRequest = readEnv("LOG_REQUESTS");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const port = readEnv("PORT");
const host = readEnv("HOST");
process.env.PORT = String(port);
process.env.NODE_ENV = "production";
process.env.NEXT_MANUAL_SIG_HANDLE = "true";

const distDir = readEnv("NEXT_DIST_DIR");
if (!fs.existsSync(path.join(root, distDir, "BUILD_ID")) || readEnv("FORCE_BUILD")) {
  console.info("[start] no production build found: running `next build`…");
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { default: next } = await import("next");
const app = next({ dev: false, dir: root, port, hostname: "localhost" });
try {
  await app.prepare();
  await runStartup(app.getRequestHandler());
} catch (err) {
  const cause = err?.cause ?? err;
  console.error(`[start] could not start: ${cause?.message ?? cause}`);
  process.exit(1);
}
// Public pages are answered from memory until an admin write changes their data (page-cache.mjs).
// A renamed project's old address: Next answers 308, the old links get 301 (permanent-redirects.mjs).
// A page that renders its own not-found screen answers 404 (page-status.mjs); the page cache
// only keeps 200s, so such a page is never kept. Every public page is sent without the framework's
// client runtime (runtime-free.mjs).
const handle = withMovedPermanently(withPageCache(withPageStatus(withRuntimeFreePages(app.getRequestHandler()))));
const trustProxy = readEnv("TRUST_PROXY");

/**
 * In production Next runs the instrumentation hook (src/instrumentation.ts → startServer) when it
 * answers its first request, and only logs its failure. One request on a private loopback port,
 * before we listen, makes it run now; startServer's own promise (globalThis.__appStartup) then
 * says whether the database is open, migrated and seeded, or why not (such as a locked data
 * dir), so a failure stops the start.
 */
async function runStartup(handler) {
  const warmup = http.createServer((req, res) => handler(req, res));
  await new Promise((resolve, reject) => warmup.once("error", reject).listen(0, "127.0.0.1", resolve));
  try {
    await new Promise((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port: warmup.address().port, path: "/api/health", agent: false }, (res) => {
        res.resume();
        res.once("end", resolve);
        res.once("error", reject);
      });
      request.once("error", reject);
    });
  } finally {
    warmup.close();
    warmup.closeAllConnections();
  }
  if (!globalThis.__appStartup) throw new Error("the instrumentation hook did not run");
  await globalThis.__appStartup;
}

function decodablePath(url = "/") {
  try {
    decodeURIComponent(url.split("?")[0]);
    return true;
  } catch {
    return false;
  }
}

function answer(res, { status, message }) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", ...(status === 413 && { Connection: "close" }) });
  res.end(message);
}

const server = http.createServer(async (req, res) => {
  // One address, the one we can vouch for (client-address.mjs): a forged X-Forwarded-For must
  // not dodge the rate limits, nor a forged X-Forwarded-Host pass the origin checks.
  req.headers["x-forwarded-for"] = clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustProxy);
  if (!trustProxy) delete req.headers["x-forwarded-host"];
  if (logEachRequest) logRequests(req, res);
  // Next answers 500 to a path whose %-escapes do not decode (e.g. /%ZZ): it is the client's error.
  if (!decodablePath(req.url)) return answer(res, { status: 400, message: "Solicitud no válida" });
  // Bodies are bounded before anything reads them (action-body.mjs, body-limit.mjs).
  let screened;
  if (isActionRequest(req)) screened = await screenActionRequest(req);
  else {
    const limit = carriesBody(req) ? bodyLimitFor(req.url.split("?")[0]) : null;
    if (limit === null) return handle(req, res);
    screened = await screenBody(req, limit);
  }
  if (screened?.refuse) answer(res, screened.refuse);
  else if (screened) handle(screened.request, res);
});

server.listen(port, host, () => console.info(`[start] listening on http://localhost:${port}`));
server.on("error", (err) => {
  console.error(`[start] could not listen on port ${port}: ${err.message}`);
  shutdown(1);
});

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections?.();
  const force = setTimeout(() => process.exit(code), 10_000);
  force.unref();
  try {
    await globalThis.__appShutdown?.();
  } catch (err) {
    console.error("[shutdown] failed to close the database cleanly", err);
    code = 1;
  }
  process.exit(code);
}
process.on("SIGTERM", () => shutdown(0));
process.on("SIGINT", () => shutdown(0));
