import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_LOCALES } from "@/i18n/locales";
import { keptFileKey, keptPageKey, movesPermanently, pathKind, publicRoute, ROOT_FILES, SERVICE_PREFIXES } from "@/server/public-routes";

describe("the public-route table: page-cache keys", () => {
  it("keys / on a valid categoria and a pagina other than 1, in one order, dropping anything else", () => {
    const keys = {
      "/": "/",
      "/gl": "/gl",
      "/en/": "/en",
      "/gl?pagina=2&categoria=reformas&v=1": "/gl?categoria=reformas&pagina=2",
      "/en/projeto/reforma-cocina": "/en/projeto/reforma-cocina",
      "/gl/termos-de-servico?x=1": "/gl/termos-de-servico",
      "/gl/buscar?q=a": null,
      "/english": null,
      "/?v=123": "/",
      "/?pagina=1": "/",
      "/?pagina=2&categoria=reformas&utm_source=x": "/?categoria=reformas&pagina=2",
      "/?categoria=reformas&pagina=2": "/?categoria=reformas&pagina=2",
      "/?categoria=Mal%20Slug&pagina=0": "/",
      "/?pagina=-3&categoria=": "/",
      "/?pagina=2.5": "/",
      "/?pagina=9999999": "/",
      "/?categoria=obra-nueva&categoria=otra": "/?categoria=obra-nueva",
    };
    for (const [url, key] of Object.entries(keys)) expect(keptPageKey(url), url).toBe(key);
  });

  it("keys project and legal pages on their path alone, and keeps nothing else", () => {
    expect(keptPageKey("/projeto/casa-de-piedra?ref=x")).toBe("/projeto/casa-de-piedra");
    expect(keptPageKey("/politica-de-privacidade?a=1")).toBe("/politica-de-privacidade");
    expect(keptPageKey("/termos-de-servico")).toBe("/termos-de-servico");
    // The reviews page: keyed on a later page number only.
    expect(keptPageKey("/opiniones?pagina=3&x=1")).toBe("/opiniones?pagina=3");
    expect(keptPageKey("/opiniones?pagina=1")).toBe("/opiniones");
    expect(keptPageKey("/gl/opiniones?pagina=abc")).toBe("/gl/opiniones");
    for (const url of ["/buscar", "/buscar?q=casa", "/projeto/Bad_Slug", "/projeto/", "/projeto/a/b", "/admin", "/otra", `/projeto/${"a".repeat(201)}`]) {
      expect(keptPageKey(url), url).toBeNull();
    }
  });

  it("keeps the sitemap index and its files by path, and no other file", () => {
    expect(keptFileKey("/sitemap.xml?x=1")).toBe("/sitemap.xml");
    expect(keptFileKey("/sitemaps/12.xml.gz")).toBe("/sitemaps/12.xml.gz");
    for (const url of ["/sitemaps/0.xml.gz", "/sitemaps/1.xml", "/sitemaps/a.xml.gz", "/robots.txt", "/media/x.webp", "/"])
      expect(keptFileKey(url), url).toBeNull();
  });

  it("keeps every kept page in every public language under its prefix", () => {
    for (const locale of PUBLIC_LOCALES.filter((l) => l !== "es")) {
      expect(keptPageKey(`/${locale}/projeto/casa?x=1`)).toBe(`/${locale}/projeto/casa`);
      expect(keptPageKey(`/${locale}/politica-de-privacidade`)).toBe(`/${locale}/politica-de-privacidade`);
      expect(publicRoute(`/${locale}/buscar`)?.route.name).toBe("search");
    }
  });
});

describe("the public-route table: what a path is", () => {
  it("tells files and route handlers, staff pages and public pages apart", () => {
    for (const p of ["/_next/static/chunks/a.js", "/_site/enhance.ABC.js", "/api/health", "/media/x/y.webp", "/sw.js", "/robots.txt", "/sitemap.xml"]) {
      expect(pathKind(p), p).toBe("service");
    }
    for (const p of ["/admin", "/admin/projects", "/auth"]) expect(pathKind(p), p).toBe("staff");
    // Unknown paths are public: they render the site's not-found screen, without the runtime.
    for (const p of ["/", "/gl", "/en/projeto/x", "/buscar", "/no-such-page", "/old.php", "/administrador", "/apis"]) expect(pathKind(p), p).toBe("public");
  });

  it("lists exactly the files at the root of public/ (a new file there must be added, or it is rendered as a page)", () => {
    const dir = path.resolve(import.meta.dirname, "../../public");
    const onDisk = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`);
    const routeFiles = ["/robots.txt", "/sitemap.xml", "/favicon.ico"];
    expect([...onDisk, ...routeFiles].sort()).toEqual([...ROOT_FILES].sort());
  });

  it("marks project pages, in every language, as moving permanently (a trailing slash too), and nothing else", () => {
    for (const prefix of ["", "/gl", "/en"]) {
      expect(movesPermanently(`${prefix}/projeto/casa-vieja`)).toBe(true);
      expect(movesPermanently(`${prefix}/projeto/casa-vieja/`)).toBe(true);
      expect(movesPermanently(`${prefix}/politica-de-privacidade`)).toBe(false);
    }
    expect(movesPermanently("/projeto/a/b")).toBe(false);
    expect(movesPermanently("/admin/projeto/x")).toBe(false);
  });
});

describe("the proxy's matcher, a literal Next reads at build time", () => {
  // Importing the proxy loads most of the request path: seconds on a busy 2-core machine.
  it("leaves out exactly the table's service paths: every file, API route and stored medium, nothing else", { timeout: 30_000 }, async () => {
    const { config } = await import("@/proxy");
    const [matcher] = config.matcher;
    const excluded = /^\/\(\(\?!(.*)\)\.\*\)$/.exec(matcher)?.[1].split("|") ?? [];
    const unescaped = excluded.map((alternative) => `/${alternative.replace(/\\\./g, ".")}`);
    expect(unescaped.sort()).toEqual([...SERVICE_PREFIXES.map((prefix) => `${prefix}/`), ...ROOT_FILES].sort());

    const proxied = (pathname: string) => new RegExp(`^${matcher}$`).test(pathname);
    for (const path of ["/", "/gl/projeto/x", "/buscar", "/admin/projects", "/auth", "/no-such-page", "/old.php"]) {
      expect(proxied(path), path).toBe(pathKind(path) !== "service");
    }
    for (const path of ["/api/admin/uploads", "/media/a/b.webp", "/_next/static/x.js", "/_site/enhance.A.js", ...ROOT_FILES]) {
      expect(proxied(path), path).toBe(false);
      expect(pathKind(path), path).toBe("service");
    }
  });
});
