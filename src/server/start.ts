// `npm start` (and `npm run dev`, with --dev): the HTTP server around Next, in this one process,
// so the embedded database has a single owner and SIGTERM can close it cleanly before exiting.
//
// Each request passes, outermost first: the client's address, the request log, the path check,
// foreign posts, the body limits, unknown actions, then the layers around Next — permanent
// redirects, the page cache, page status, the runtime strip — and Next itself
// (docs/architecture.md, "The request path").
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import next from "next";
import { checkEnv, readEnv } from "@/env";
import { isActionRequest, screenActionRequest } from "./action-body";
import { buildActionIds, isPagePost, refuseForeignPost, refuseUnknownAction } from "./action-screen";
import { appBridge } from "./app-bridge";
import { bodyLimitFor, carriesBody, screenBody, type Screened } from "./body-limit";
import { clientAddress } from "./client-address";
import type { Handler, Refusal } from "./http-types";
import { installStructuredLogging, logRequests } from "./logging";
import { INSTRUMENTATION_WARMUP_PATH } from "./next-internals";
import { pageCacheConfig, withPageCache } from "./page-cache";
import { withPageStatus } from "./page-status";
import { withMovedPermanently } from "./permanent-redirects";
import { pathOf } from "./public-routes";
import { refusalText } from "./refusal-text";
import { withRuntimeFreePages } from "./runtime-strip";

const dev = process.argv.includes("--dev");
const root = path.resolve(import.meta.dirname, "../..");

// The configuration is checked before anything else: a bad value stops the start with its name.
try {
  checkEnv();
} catch (err) {
  console.error(`[start] could not start: ${(err as Error).message}`);
  process.exit(1);
}
if (readEnv("LOG_FORMAT") !== "pretty") installStructuredLogging();
const logEachRequest = readEnv("LOG_REQUESTS");
const trustProxy = readEnv("TRUST_PROXY");
const port = readEnv("PORT");
const host = readEnv("HOST");

process.chdir(root);
process.env.PORT = String(port);
(process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";
// This process closes the database on SIGTERM itself (shutdown below), not Next.
process.env.NEXT_MANUAL_SIG_HANDLE = "true";

if (!dev) buildWhenMissing();
const app = next({ dev, dir: root, port, hostname: "localhost" });
// The build's server actions: a post naming another is refused before Next (action-screen.ts).
// In development the list grows as routes compile, so only the origin is checked there.
let knownActions: Set<string> | null = null;
try {
  if (!dev) knownActions = buildActionIds(path.join(root, readEnv("NEXT_DIST_DIR")));
  await app.prepare();
  await runStartup(app.getRequestHandler());
} catch (err) {
  const cause = (err as Error)?.cause ?? err;
  console.error(`[start] could not start: ${(cause as Error)?.message ?? cause}`);
  process.exit(1);
}

/**
 * Next, wrapped from the inside out: public pages lose the framework's runtime; a page may ask
 * for its status; kept public pages are answered from memory; old addresses answer 301.
 * In development the page cache keeps nothing for long (every visit renders, as an edit expects)
 * but runs the same code.
 */
const cacheConfig = dev ? { ...pageCacheConfig(), maxAgeMs: 0, staleLimitMs: 0, ageBounded: true } : pageCacheConfig();
const handle: Handler = withMovedPermanently(withPageCache(withPageStatus(withRuntimeFreePages(app.getRequestHandler())), cacheConfig));

/** `npm start` on a fresh clone (or with FORCE_BUILD) builds first, in a child process. */
function buildWhenMissing() {
  if (fs.existsSync(path.join(root, readEnv("NEXT_DIST_DIR"), "BUILD_ID")) && !readEnv("FORCE_BUILD")) return;
  console.info("[start] no production build found: running `next build`…");
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Next runs the instrumentation hook (src/instrumentation.ts → startServer) when it answers its
 * first request (next-internals.ts). One request on a private loopback port, before we listen,
 * makes it run now; the app's start-up promise (app-bridge.ts) then says whether the database is
 * open, migrated and seeded, or why not (such as a locked data dir), so a failure stops the start.
 */
async function runStartup(handler: Handler) {
  const warmup = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve, reject) => warmup.once("error", reject).listen(0, "127.0.0.1", resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      const { port: warmupPort } = warmup.address() as AddressInfo;
      const request = http.get({ host: "127.0.0.1", port: warmupPort, path: INSTRUMENTATION_WARMUP_PATH, agent: false }, (res) => {
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
  const { startup } = appBridge();
  if (!startup) throw new Error("the instrumentation hook did not run");
  await startup;
}

function decodablePath(url = "/") {
  try {
    decodeURIComponent(pathOf(url));
    return true;
  } catch {
    return false;
  }
}

function answer(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal) {
  const { status } = refusal;
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", ...(status === 413 && { Connection: "close" }) });
  res.end(refusalText(refusal, req.url));
}

const server = http.createServer(async (req, res) => {
  // One address, the one we can vouch for (client-address.ts): a forged X-Forwarded-For must
  // not dodge the rate limits, nor a forged X-Forwarded-Host pass the origin checks.
  req.headers["x-forwarded-for"] = clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustProxy);
  if (!trustProxy) delete req.headers["x-forwarded-host"];
  if (logEachRequest) logRequests(req, res);
  // Next answers 500 to a path whose %-escapes do not decode (e.g. /%ZZ): it is the client's error.
  if (!decodablePath(req.url)) return answer(req, res, { status: 400, reason: "invalid" });
  // A server action from another origin is refused before its body is read (action-screen.ts).
  const pagePost = isPagePost(req);
  const foreign = pagePost && refuseForeignPost(req, trustProxy);
  if (foreign) return answer(req, res, foreign);
  // Bodies are bounded before anything reads them (action-body.ts, body-limit.ts).
  let screened: Screened;
  if (isActionRequest(req)) screened = await screenActionRequest(req);
  else {
    const limit = carriesBody(req) ? bodyLimitFor(pathOf(req.url ?? "/")) : null;
    if (limit === null) return void handle(req, res);
    screened = await screenBody(req, limit);
  }
  if (!screened) return;
  if ("refuse" in screened) return answer(req, res, screened.refuse);
  const unknown = pagePost && (await refuseUnknownAction(req, screened.body, knownActions));
  if (unknown) return answer(req, res, unknown);
  void handle(screened.request, res);
});
// Development: Next's hot reload for the back office talks over a WebSocket.
if (dev) server.on("upgrade", app.getUpgradeHandler());

server.listen(port, host, () => console.info(`[start] listening on ${listeningOn(server.address() as AddressInfo)}`));
server.on("error", (err) => {
  console.error(`[start] could not listen on ${host} port ${port}: ${err.message}`);
  void shutdown(1);
});

/** The address actually bound; for a wildcard, where to open it from this machine. */
function listeningOn({ address, family, port: bound }: AddressInfo) {
  const url = (name: string) => `http://${name}:${bound}`;
  if (address === "0.0.0.0" || address === "::")
    return `${url(family === "IPv6" ? "[::]" : address)} (every address of this machine: open ${url("localhost")} here)`;
  return url(family === "IPv6" ? `[${address}]` : address);
}

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections?.();
  const force = setTimeout(() => process.exit(code), 10_000);
  force.unref();
  try {
    await appBridge().shutdown?.();
  } catch (err) {
    console.error("[shutdown] failed to close the database cleanly", err);
    code = 1;
  }
  process.exit(code);
}
process.on("SIGTERM", () => void shutdown(0));
process.on("SIGINT", () => void shutdown(0));
