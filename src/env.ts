/**
 * Every environment variable the app and its scripts read, with its rule and its default: the
 * one place that reads `process.env` (besides NODE_ENV / NEXT_RUNTIME / NEXT_PHASE, which belong
 * to Next and the bundler, and next.config.ts, which is loaded before any TypeScript resolver
 * and reads the same names with the same defaults). The README's `| variable | default | meaning |`
 * tables (under "Configuration" and "File storage") and `.env.example` list exactly these names
 * (tests/unit/env.test.ts keeps them in step).
 *
 * Nothing is read at import: `next build` and the scripts import this freely. `checkEnv()` runs at
 * start-up (src/server/start.ts, then the instrumentation hook) and stops the start with one line per
 * bad variable; afterwards `readEnv(name)` answers from the current environment (tests change it
 * between cases), parsing each value once.
 *
 * Not here, read by the tests and benchmarks only: TEST_DATABASE_URL, E2E_START_TIMEOUT_MS,
 * E2E_* of the test support, CHROME_PATH, FC_SEED, KEEP_TEST_DATA, SOAK_*, SCALE_CI_*, BENCH_*
 * (the README's "Tests" section lists the ones meant to be set).
 */
import { z } from "zod";

export type EnvSource = Readonly<Record<string, string | undefined>>;

/** An empty value (or blanks, where they cannot be meant) counts as unset, as `x || default` did. */
const unsetWhenBlank = (trim: boolean) => (value: unknown) => {
  if (typeof value !== "string") return value;
  const kept = trim ? value.trim() : value;
  return kept === "" ? undefined : kept;
};

const optionalText = (trim = true) => z.preprocess(unsetWhenBlank(trim), z.string().optional());
const textOr = (fallback: string) => z.preprocess(unsetWhenBlank(true), z.string().default(fallback));

function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  const rule = max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`;
  return z
    .string()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, `must be ${rule}`)
    .transform(Number);
}
const wholeNumberOr = (fallback: number, min: number, max?: number) => z.preprocess(unsetWhenBlank(true), wholeNumber(min, max).default(fallback));
const optionalWholeNumber = (min: number, max?: number) => z.preprocess(unsetWhenBlank(true), wholeNumber(min, max).optional());

/** A finite number ≥ 0 (decimals allowed, as `Number(x)` took them). */
const nonNegative = z
  .string()
  .refine((v) => /^\d+(\.\d+)?$/.test(v) && Number.isFinite(Number(v)), "must be a number of at least 0")
  .transform(Number);

/** `true` or `false`. */
const flagOr = (fallback: boolean) =>
  z.preprocess(
    unsetWhenBlank(true),
    z
      .enum(["true", "false"], { error: 'must be "true" or "false"' })
      .transform((v) => v === "true")
      .default(fallback),
  );

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be ${values.map((v) => `"${v}"`).join(" or ")}` });

const url = (protocols: readonly string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
  );
const optionalUrl = (protocols: readonly string[]) => z.preprocess(unsetWhenBlank(true), url(protocols).optional());
const HTTP = ["http:", "https:"] as const;

export const envSchema = z.object({
  // Serving (src/server/start.ts)
  PORT: wholeNumberOr(3000, 1, 65535),
  HOST: textOr("0.0.0.0"),
  NEXT_DIST_DIR: textOr(".next"),
  FORCE_BUILD: flagOr(false),
  LOG_FORMAT: z.preprocess(unsetWhenBlank(true), oneOf(["json", "pretty"]).default("json")),
  LOG_REQUESTS: flagOr(true),
  TRUST_PROXY: flagOr(false),
  SITE_URL: optionalUrl(HTTP),
  /** better-auth's own name for SITE_URL; SITE_URL wins when both are set. */
  BETTER_AUTH_URL: optionalUrl(HTTP),

  // Data
  DATA_DIR: optionalText(false),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  DATABASE_POOL_MAX: wholeNumberOr(10, 1),
  BETTER_AUTH_SECRET: optionalText(),
  ADMIN_EMAIL: optionalText(),
  ADMIN_PASSWORD: optionalText(false),
  SEED_DEMO: flagOr(true),
  /** The demo seed's own default (1200) applies when unset. */
  SEED_PHOTO_WIDTH: optionalWholeNumber(400, 1600),
  MEDIA_ORPHAN_MAX_AGE_MS: z.preprocess(unsetWhenBlank(true), nonNegative.default(24 * 60 * 60 * 1000)),

  // Limits
  AUTH_RATE_LIMIT: z.preprocess(unsetWhenBlank(true), oneOf(["on", "off"]).default("on")),
  AUTH_SIGNIN_LIMIT: wholeNumberOr(10, 1),
  AUTH_SIGNUP_LIMIT: wholeNumberOr(5, 1),
  CONTACT_RATE_LIMIT: wholeNumberOr(5, 1),
  REVIEW_RATE_LIMIT: wholeNumberOr(5, 1),
  /** `any`, or ports separated by commas; kept as written (src/settings/smtp-ports.ts reads it). */
  SMTP_ALLOWED_PORTS: z.preprocess(
    unsetWhenBlank(true),
    z
      .string()
      .refine(
        (v) => v === "any" || v.split(",").every((p) => /^\d+$/.test(p.trim()) && Number(p) >= 1 && Number(p) <= 65535),
        'must be "any" or ports from 1 to 65535 separated by commas',
      )
      .optional(),
  ),

  // Caches (CACHE_TTL_SECONDS: 0 or unset means no age bound)
  CACHE_TTL_SECONDS: z.preprocess(unsetWhenBlank(true), nonNegative.optional()),
  PAGE_CACHE_STALE_SECONDS: z.preprocess(unsetWhenBlank(true), nonNegative.default(600)),
  PUBLIC_RENDER_CONCURRENCY: wholeNumberOr(2, 1),

  // File storage
  STORAGE_DRIVER: z.preprocess((v) => (typeof v === "string" ? unsetWhenBlank(true)(v.toLowerCase()) : v), oneOf(["disk", "s3"]).optional()),
  S3_BUCKET: optionalText(),
  S3_ENDPOINT: optionalUrl(HTTP),
  S3_REGION: textOr("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  /** Unset: path-style exactly when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.preprocess(
    (v) => (typeof v === "string" ? unsetWhenBlank(true)(v.toLowerCase()) : v),
    z
      .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], { error: 'must be "true" or "false"' })
      .transform((v) => !["false", "0", "no", "off"].includes(v))
      .optional(),
  ),
  S3_PUBLIC_BASE_URL: optionalUrl(HTTP),

  // Build (read by next.config.ts itself)
  /** `1`: the benchmark's bundle analysis build keeps browser source maps. */
  BENCH_BROWSER_SOURCE_MAPS: z.preprocess(unsetWhenBlank(true), oneOf(["0", "1"]).default("0")),
});

export type Env = z.infer<typeof envSchema>;
export type EnvName = keyof Env;
export const envNames = Object.keys(envSchema.shape) as EnvName[];

/** Values never echoed in an error message. */
const SECRET = new Set<EnvName>(["BETTER_AUTH_SECRET", "ADMIN_PASSWORD", "S3_SECRET_ACCESS_KEY", "DATABASE_URL"]);

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join("; ")}`);
    this.name = "EnvError";
  }
}

function problem(name: EnvName, raw: string | undefined, error: z.ZodError): string {
  const shown = SECRET.has(name) || raw === undefined ? "" : `=${JSON.stringify(raw)}`;
  return `${name}${shown} ${error.issues[0]?.message ?? "is not valid"}`;
}

const memo = new Map<EnvName, { raw: string | undefined; value: unknown }>();

/** One variable, checked, with its default. Throws EnvError naming it when its value is not valid. */
export function readEnv<K extends EnvName>(name: K, source: EnvSource = process.env): Env[K] {
  const raw = source[name];
  const known = memo.get(name);
  if (known && known.raw === raw) return known.value as Env[K];
  const parsed = envSchema.shape[name].safeParse(raw);
  if (!parsed.success) throw new EnvError([problem(name, raw, parsed.error)]);
  memo.set(name, { raw, value: parsed.data });
  return parsed.data as Env[K];
}

/** What is wrong with the environment, one line per variable (empty when nothing is). */
export function envProblems(source: EnvSource = process.env): string[] {
  const problems: string[] = [];
  for (const name of envNames) {
    const parsed = envSchema.shape[name].safeParse(source[name]);
    if (!parsed.success) problems.push(problem(name, source[name], parsed.error));
  }
  if (problems.length) return problems;
  // Settings that only make sense together (src/platform/storage/index.ts says the same when it builds the driver).
  const env = envSchema.parse(source);
  if (env.STORAGE_DRIVER === "s3" && !env.S3_BUCKET) problems.push("STORAGE_DRIVER=s3 needs S3_BUCKET");
  if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) problems.push("set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither");
  return problems;
}

/** Start-up check: throws one EnvError listing every variable that is not valid. */
export function checkEnv(source: EnvSource = process.env): void {
  const problems = envProblems(source);
  if (problems.length) throw new EnvError(problems);
}
