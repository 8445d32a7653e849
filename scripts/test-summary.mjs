#!/usr/bin/env node
// Summarises a `scripts/test.sh` run.
//
//   node scripts/test-summary.mjs <report-dir>
//
// <report-dir>/stages.tsv has one line per stage that ran:
//   name <TAB> exit-code <TAB> seconds <TAB> vitest JSON report file (empty for plain commands)
//
// Prints a table of the stages, then a last line `N passed, N failed[, N skipped]` totalled
// over every vitest run. A failure that produced no failed test (a stage such as lint or
// build, a test file that could not be loaded, a vitest run that crashed or reported an
// unhandled error) counts as one failure, so "0 failed" always means everything passed.
// Exits 1 when anything failed.
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node scripts/test-summary.mjs <report-dir>");
  process.exit(2);
}

const stagesFile = path.join(dir, "stages.tsv");
const lines = fs.existsSync(stagesFile)
  ? fs
      .readFileSync(stagesFile, "utf8")
      .split("\n")
      .filter((l) => l.trim() !== "")
  : [];

let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
const problems = [];

for (const line of lines) {
  const [name, codeText, secondsText, report = ""] = line.split("\t");
  const code = Number(codeText);
  const seconds = Number(secondsText);
  let counts = "";
  let stageFailures = 0;

  if (report) {
    let json;
    try {
      json = JSON.parse(fs.readFileSync(report, "utf8"));
    } catch {
      json = undefined;
    }
    if (json) {
      const p = json.numPassedTests ?? 0;
      const f = json.numFailedTests ?? 0;
      const s = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
      // Files that failed without a failing test: import errors, errors in hooks, etc.
      const brokenFiles = (json.testResults ?? []).filter(
        (file) => file.status === "failed" && !(file.assertionResults ?? []).some((a) => a.status === "failed"),
      );
      // Name every failing test here, at the end: CI logs may be cut, and the end is what is kept.
      for (const file of json.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          if (test.status !== "failed") continue;
          const why = String(test.failureMessages?.[0] ?? "")
            .split("\n")[0]
            .slice(0, 200);
          problems.push(`${name}: ${path.relative(process.cwd(), file.name)} > ${test.fullName}${why ? `: ${why}` : ""}`);
        }
      }
      for (const file of brokenFiles) {
        const where = path.relative(process.cwd(), file.name);
        const why = String(file.message ?? "")
          .split("\n")[0]
          .slice(0, 160);
        problems.push(`${name}: ${where} failed outside a test${why ? `: ${why}` : ""}`);
      }
      passed += p;
      skipped += s;
      stageFailures = f + brokenFiles.length;
      counts = `${p} passed, ${f} failed${s ? `, ${s} skipped` : ""}${brokenFiles.length ? `, ${brokenFiles.length} broken file(s)` : ""}`;
    } else if (code === 0) {
      counts = "no tests";
    } else {
      counts = "no report";
    }
  }
  if (code !== 0 && stageFailures === 0) {
    // The command failed but no test accounts for it (lint, build, crash, unhandled error).
    stageFailures = 1;
    problems.push(`${name}: exited with code ${code}${report ? " without a failing test" : ""}`);
  }
  failed += stageFailures;
  rows.push({ name, status: code === 0 ? "ok" : `FAILED (exit ${code})`, seconds, counts });
}

const width = Math.max(5, ...rows.map((r) => r.name.length));
console.log("");
console.log("Test summary");
console.log("------------");
for (const r of rows) {
  const time = `${r.seconds.toFixed(0).padStart(4)}s`;
  console.log(`${r.name.padEnd(width)}  ${r.status.padEnd(16)} ${time}  ${r.counts}`.trimEnd());
}
if (problems.length) {
  console.log("");
  for (const p of problems) console.log(`  ✗ ${p}`);
}
console.log("");
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
