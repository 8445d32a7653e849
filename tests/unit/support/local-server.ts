import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/** Starts `server` on a free port of 127.0.0.1: its base URL, http://127.0.0.1:PORT. */
async function listenLocally(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes `server`, when there is one. */
const closeServer = (server: http.Server | undefined) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/**
 * Serves `handler` on a free local port during the tests of the file or describe block that calls
 * it; `base` is its URL once they run.
 */
export function servedLocally(handler: http.RequestListener): { readonly base: string } {
  const server = http.createServer(handler);
  let base = "";
  beforeAll(async () => {
    base = await listenLocally(server);
  });
  afterAll(() => closeServer(server));
  return {
    get base() {
      return base;
    },
  };
}
