import { describe, expect, it } from "vitest";
import { makeDataDir, startApp } from "../e2e/support/server";

type Line = Record<string, unknown>;

describe("structured logs", () => {
  it("one JSON line per request with status and duration; passwords and tokens never written", async () => {
    const password = "clave-que-no-debe-salir-1234";
    const server = await startApp(makeDataDir("logging"), { SEED_DEMO: "false" });
    try {
      const json = { "content-type": "application/json", origin: server.url };
      await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: "logs@obras.test", password, name: "Logs" }),
      });
      const wrong = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: "logs@obras.test", password: `${password}-mal` }),
      });
      expect(wrong.status).toBe(401);
      await fetch(`${server.url}/buscar?q=reforma&token=${password}`);
      await fetch(`${server.url}/no-existe`);
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await server.stop();
    }
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
  });
});
