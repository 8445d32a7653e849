import { describe, expect, it } from "vitest";
import { accessMessages } from "@/auth/admin/messages";
import { makeDataDir, startApp } from "../e2e/support/server";

type Line = Record<string, unknown>;

describe("structured logs", () => {
  it("one JSON line per request with status and duration; passwords and tokens never written", async () => {
    const password = "clave-que-no-debe-salir-1234";
    const server = await startApp(makeDataDir("logging"), { SEED_DEMO: "false" });
    let exitCode: number | null = null;
    let stoppedIn = Infinity;
    try {
      const json = { "content-type": "application/json", origin: server.url };
      const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: "logs@obras.test", password, name: "Logs" }),
      });
      // A signed-in visitor without the admin role opens the back office: refused, as expected.
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      for (const path of ["/admin", "/admin/projects", "/admin/settings"]) {
        const denied = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: "manual" });
        expect(denied.status, path).toBe(200);
        expect(await denied.text(), path).toContain(accessMessages.es.title);
      }
      const wrong = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: "logs@obras.test", password: `${password}-mal` }),
      });
      expect(wrong.status).toBe(401);
      await fetch(`${server.url}/buscar?q=reforma&token=${password}`);
      await fetch(`${server.url}/no-existe`);
      await fetch(`${server.url}/obras/antiguas%202019`);
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      // SIGTERM: a clean close well before the 10 s force-exit timer of src/server/start.ts.
      const stopping = Date.now();
      exitCode = await server.stop();
      stoppedIn = Date.now() - stopping;
    }
    expect(exitCode).toBe(0);
    expect(stoppedIn).toBeLessThan(9_000);
    const output = server.output();
    expect(output).not.toContain(password);

    const lines: Line[] = output
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Line);
    const requests = lines.filter((l) => l.msg === "request");
    const find = (path: string) => requests.find((l) => String(l.path).startsWith(path));
    expect(find("/api/auth/sign-in/email")).toMatchObject({ method: "POST", status: 401, level: "info" });
    expect(find("/buscar")).toMatchObject({ method: "GET", status: 200, path: "/buscar?q=reforma&token=%5Bredacted%5D" });
    expect(find("/no-existe")).toMatchObject({ status: 404 });
    for (const line of requests) {
      expect(typeof line.ms).toBe("number");
      expect(Date.parse(String(line.time))).not.toBeNaN();
    }

    // The app's own warning names each unknown path (spec: "The unknown path is logged").
    const warnings = lines.filter((l) => l.level === "warn").map((l) => l.msg);
    expect(warnings).toContain("[404] unknown path /no-existe");
    expect(warnings).toContain("[404] unknown path /obras/antiguas%202019");
    // Refused admin visits: an info line each, no error-level line and no stack trace.
    expect(lines.filter((l) => l.msg === "[admin] page read refused: forbidden").length).toBeGreaterThanOrEqual(3);
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
    expect(output).not.toContain("AuthorizationError");
    // A stack in a JSON line is an escaped "\n    at …".
    expect(output).not.toMatch(/\\n\s+at /);
    // The shutdown closed the database, and said so as the last thing it did.
    const closed = lines.filter((l) => l.msg === "[shutdown] database closed");
    expect(closed).toHaveLength(1);
    expect(closed[0].level).toBe("info");
    expect(lines.at(-1)).toBe(closed[0]);
    expect(output).not.toContain("failed to close the database cleanly");
  });
});
