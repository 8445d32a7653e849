import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkEnv, envNames, envProblems, envSchema, readEnv } from "@/env";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** Names in the first column of the README's `| variable | default | meaning |` tables. */
function readmeNames(): string[] {
  const names: string[] = [];
  let inTable = false;
  for (const line of read("README.md").split("\n")) {
    if (/^\| variable \| default \| meaning \|$/.test(line.trim())) inTable = true;
    else if (!line.startsWith("|")) inTable = false;
    else if (inTable && !line.startsWith("|---")) names.push(...[...line.split("|")[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
  }
  return names;
}

/** `# NAME=value` lines of .env.example. */
function exampleEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of read(".env.example").split("\n")) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) entries.set(match[1], match[2]);
  }
  return entries;
}

describe("the configuration's documentation", () => {
  it("the README tables list exactly the variables of src/env.ts, once each", () => {
    const names = readmeNames();
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...envNames].sort());
  });

  it(".env.example lists exactly the variables of src/env.ts, each with its default", () => {
    const entries = exampleEntries();
    expect([...entries.keys()].sort()).toEqual([...envNames].sort());
    const defaults = envSchema.parse({});
    for (const name of envNames) {
      const value = defaults[name];
      if (value !== undefined) expect(`${name}=${entries.get(name)}`).toBe(`${name}=${String(value)}`);
    }
  });
});

describe("reading the configuration", () => {
  it("keeps the defaults the code had", () => {
    expect(envSchema.parse({})).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      NEXT_DIST_DIR: ".next",
      DATABASE_POOL_MAX: 10,
      AUTH_SIGNIN_LIMIT: 10,
      AUTH_SIGNUP_LIMIT: 5,
      CONTACT_RATE_LIMIT: 5,
      REVIEW_RATE_LIMIT: 5,
      MEDIA_ORPHAN_MAX_AGE_MS: 86_400_000,
      PAGE_CACHE_STALE_SECONDS: 600,
      PUBLIC_RENDER_CONCURRENCY: 2,
      S3_REGION: "us-east-1",
      SEED_DEMO: true,
      TRUST_PROXY: false,
      LOG_REQUESTS: true,
      AUTH_RATE_LIMIT: "on",
    });
  });

  it("treats an empty or blank value as unset, and trims what cannot mean blanks", () => {
    expect(readEnv("PORT", { PORT: "" })).toBe(3000);
    expect(readEnv("BETTER_AUTH_SECRET", { BETTER_AUTH_SECRET: "   " })).toBeUndefined();
    expect(readEnv("CONTACT_RATE_LIMIT", { CONTACT_RATE_LIMIT: " 3 " })).toBe(3);
    expect(readEnv("STORAGE_DRIVER", { STORAGE_DRIVER: " S3 " })).toBe("s3");
    expect(readEnv("ADMIN_PASSWORD", { ADMIN_PASSWORD: " una clave " })).toBe(" una clave ");
  });

  it("reads flags and lists as the code did", () => {
    expect(readEnv("S3_FORCE_PATH_STYLE", { S3_FORCE_PATH_STYLE: "1" })).toBe(true);
    expect(readEnv("S3_FORCE_PATH_STYLE", { S3_FORCE_PATH_STYLE: "Off" })).toBe(false);
    expect(readEnv("SEED_DEMO", { SEED_DEMO: "false" })).toBe(false);
    expect(readEnv("SMTP_ALLOWED_PORTS", { SMTP_ALLOWED_PORTS: "587, 10025" })).toBe("587, 10025");
    expect(readEnv("CACHE_TTL_SECONDS", { CACHE_TTL_SECONDS: "0.5" })).toBe(0.5);
  });

  it("names the variable and the rule when a value is not valid, without echoing secrets", () => {
    expect(() => readEnv("CONTACT_RATE_LIMIT", { CONTACT_RATE_LIMIT: "0" })).toThrow('CONTACT_RATE_LIMIT="0" must be a whole number of at least 1');
    expect(() => readEnv("PORT", { PORT: "70000" })).toThrow("PORT");
    expect(() => readEnv("DATABASE_URL", { DATABASE_URL: "mysql://root:hunter2@db/x" })).toThrow(/^(?!.*hunter2).*DATABASE_URL must be a URL/);
  });

  it("checks the whole environment at start-up, one line per bad variable", () => {
    const problems = envProblems({ PORT: "abc", TRUST_PROXY: "yes", SEED_PHOTO_WIDTH: "300", LOG_FORMAT: "pretty" });
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(/PORT=.*\n.*TRUST_PROXY=.*\n.*SEED_PHOTO_WIDTH=/s);
    expect(() => checkEnv({ STORAGE_DRIVER: "s3" })).toThrow("STORAGE_DRIVER=s3 needs S3_BUCKET");
    expect(() => checkEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" })).toThrow("S3_SECRET_ACCESS_KEY");
    expect(() => checkEnv({ PORT: "8080", SITE_URL: "https://obras.example" })).not.toThrow();
  });

  it("reads one variable without judging the others (a build needs only its own)", () => {
    expect(readEnv("NEXT_DIST_DIR", { NEXT_DIST_DIR: ".next-bench", PORT: "abc" })).toBe(".next-bench");
  });
});
