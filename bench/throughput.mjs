// Server throughput and latency with autocannon on loopback.
import autocannon from "autocannon";

/** What a browser sends: pages and assets are compared as a visitor would fetch them. */
export const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "user-agent": "bench/autocannon",
};

function run(url, { connections, seconds }) {
  return autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS });
}

/**
 * Warms each URL, then loads it for `seconds` with `connections` concurrent connections.
 * Returns requests/s, p50/p99 latency (ms) and the errors/non-2xx counts of each target.
 */
export async function measureThroughput(targets, { connections = 20, seconds = 10, warmupSeconds = 2, log = () => {} } = {}) {
  const results = {};
  for (const [name, url] of Object.entries(targets)) {
    if (warmupSeconds > 0) await run(url, { connections, seconds: warmupSeconds });
    const r = await run(url, { connections, seconds });
    results[name] = {
      url,
      connections,
      seconds,
      requestsPerSec: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    };
    log(`throughput ${name}: ${results[name].requestsPerSec} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
  }
  const staticRate = results.static?.requestsPerSec;
  if (staticRate) {
    for (const r of Object.values(results)) r.ratioToStatic = Number((r.requestsPerSec / staticRate).toFixed(2));
  }
  return results;
}
