import type http from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isForeignOrigin, isPagePost, refuseUnknownAction } from "@/server/action-screen";
import { throttledWarning } from "@/server/log-throttle";
import { actionIdOfForm } from "@/server/next-internals";

const req = (method: string, url: string, headers: http.IncomingHttpHeaders = {}) => ({ method, url, headers }) as http.IncomingMessage;

afterEach(() => vi.useRealTimers());

describe("which posts are server actions, and from where", () => {
  it("takes posts to pages, never to API routes or files", () => {
    expect(isPagePost(req("POST", "/"))).toBe(true);
    expect(isPagePost(req("POST", "/admin/projects"))).toBe(true);
    expect(isPagePost(req("POST", "/api/auth/sign-in/email"))).toBe(false);
    expect(isPagePost(req("GET", "/"))).toBe(false);
  });

  it("compares the Origin's host with the request's host, or the trusted proxy's", () => {
    expect(isForeignOrigin(req("POST", "/", { host: "obras.example", origin: "https://obras.example" }), false)).toBe(false);
    expect(isForeignOrigin(req("POST", "/", { host: "obras.example" }), false)).toBe(false);
    expect(isForeignOrigin(req("POST", "/", { host: "obras.example", origin: "https://evil.example" }), false)).toBe(true);
    expect(isForeignOrigin(req("POST", "/", { host: "obras.example", origin: "null" }), false)).toBe(true);
    const proxied = req("POST", "/", { host: "10.0.0.5:3001", "x-forwarded-host": "obras.example", origin: "https://obras.example" });
    expect(isForeignOrigin(proxied, true)).toBe(false);
    expect(isForeignOrigin(proxied, false)).toBe(true);
  });
});

describe("the action a post names", () => {
  it("reads a plain action's id and a bound one's", () => {
    const plain = new FormData();
    plain.set("$ACTION_ID_abc123", "");
    expect(actionIdOfForm(plain)).toBe("abc123");
    const bound = new FormData();
    bound.set("$ACTION_REF_1", "");
    bound.set("$ACTION_1:0", JSON.stringify({ id: "def456", bound: "$@1" }));
    expect(actionIdOfForm(bound)).toBe("def456");
    expect(actionIdOfForm(new FormData())).toBeNull();
  });

  it("refuses an unknown id or none with 404, lets a known one through, and checks nothing in development", async () => {
    const known = new Set(["abc123"]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(await refuseUnknownAction(req("POST", "/", { "next-action": "abc123" }), Buffer.from("[]"), known)).toBeNull();
      expect((await refuseUnknownAction(req("POST", "/", { "next-action": "zzz" }), Buffer.from("[]"), known))?.status).toBe(404);
      expect((await refuseUnknownAction(req("POST", "/", { "content-type": "text/plain" }), Buffer.from("x"), known))?.status).toBe(404);
      expect(await refuseUnknownAction(req("POST", "/", { "next-action": "zzz" }), Buffer.from("[]"), null)).toBeNull();
    } finally {
      warn.mockRestore();
    }
  });
});

describe("warnings anyone can cause", () => {
  it("are logged at most once a minute, saying how many were left out", () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const refused = throttledWarning("actions");
      for (let i = 0; i < 100; i++) refused("refused a post");
      expect(warn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60_000);
      refused("refused a post");
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn).toHaveBeenLastCalledWith("[actions] refused a post (and 99 more since the last such line)");
    } finally {
      warn.mockRestore();
    }
  });
});
