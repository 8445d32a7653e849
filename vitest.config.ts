import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname, "src"), "server-only": path.resolve(import.meta.dirname, "tests/server-only-stub.ts") };

/**
 * End-to-end files that start servers of their own (crashes, fresh sites, other settings) and
 * never touch the shared seeded server: a second project, one file at a time. `npm test` runs it
 * in a second vitest process beside the shared-server files (scripts/test.sh): most of its time
 * is spent waiting for servers to start, which overlaps well with the browser tests.
 */
const OWN_SERVER_FILES = [
  "tests/e2e/admin-authorization.test.ts",
  "tests/e2e/admin-lists.test.ts",
  "tests/e2e/demo-languages.test.ts",
  "tests/e2e/first-admin.test.ts",
  "tests/e2e/landing-paging.test.ts",
  "tests/e2e/leads-scale.test.ts",
  "tests/e2e/rate-limit.test.ts",
  "tests/e2e/sign-in-any-address.test.ts",
  "tests/e2e/staff-first-run.test.ts",
  "tests/reliability/*.test.ts",
  "tests/security/proxy-headers.test.ts",
  "tests/security/rate-limits.test.ts",
];
/**
 * The long runs, each minutes of server starts on the 2-core machines: kill/restart cycles, the
 * soak and the development server. `npm run test:reliability` runs them (before a release, and
 * after changing start-up, storage or the request path); `npm test` does not.
 */
const RELIABILITY_FILES = [
  "tests/e2e/dev-server.test.ts",
  "tests/e2e/durability.test.ts",
  "tests/reliability/crash-recovery.test.ts",
  "tests/reliability/crash-restart.test.ts",
  "tests/reliability/soak.test.ts",
];
/** Each e2e project keeps its data dirs under its own folder of this run, removed at its teardown. */
const e2eRunRoot = path.join(import.meta.dirname, "test-data", `run-${process.pid}-${Date.now()}`);
const e2eProject = {
  environment: "node",
  // A saved change reaches the screen after a server round trip: on a busy 2-core machine that can
  // take seconds, so expect.poll waits up to 10 s (its default is 1 s) before calling it missing.
  expect: { poll: { timeout: 10_000 } },
  testTimeout: 120_000,
  hookTimeout: 180_000,
  fileParallelism: false,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        // Two workers: Vitest's default on a 2-core machine is one (42 s → 28 s for the unit run here).
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", pool: "threads", maxWorkers: 2 },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are memory-hungry; two workers match the 2-core machines.
          maxWorkers: 2,
          // Worker threads load each file's modules in about half the CPU time of child processes
          // (integration run 103 s → 78 s on the 2-core machine); no file here needs a process of its own.
          pool: "threads",
          // On PGlite, one migrated database dumped once; each file loads it (support/test-db.ts).
          globalSetup: ["tests/integration/support/pglite-template.ts"],
        },
      },
      {
        // The browser tests and security suites on the one seeded server of global-setup.ts.
        resolve: { alias },
        test: {
          ...e2eProject,
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts", "tests/security/**/*.test.ts"],
          exclude: [...OWN_SERVER_FILES, ...RELIABILITY_FILES],
          globalSetup: ["tests/e2e/global-setup.ts"],
          env: { E2E_DATA_ROOT: path.join(e2eRunRoot, "shared") },
        },
      },
      {
        resolve: { alias },
        test: {
          ...e2eProject,
          name: "e2e-own-servers",
          include: OWN_SERVER_FILES,
          exclude: RELIABILITY_FILES,
          globalSetup: ["tests/e2e/data-root-cleanup.ts"],
          env: { E2E_DATA_ROOT: path.join(e2eRunRoot, "own-servers") },
        },
      },
      {
        resolve: { alias },
        test: {
          ...e2eProject,
          name: "reliability",
          include: RELIABILITY_FILES,
          globalSetup: ["tests/e2e/data-root-cleanup.ts"],
          env: { E2E_DATA_ROOT: path.join(e2eRunRoot, "reliability") },
        },
      },
      {
        // `npm start` on a fresh clone builds first: npm test's build stage (replaces the build).
        resolve: { alias },
        test: { name: "build", include: ["tests/build/**/*.test.ts"], environment: "node", testTimeout: 900_000, hookTimeout: 60_000 },
      },
      {
        // CI light subset of `npm run bench` (bench/ci.test.ts): needs a production build.
        resolve: { alias },
        test: {
          name: "bench",
          include: ["bench/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
