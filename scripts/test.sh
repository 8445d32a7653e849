#!/usr/bin/env bash
# `npm test`: every check, in order, stopping at the first failure.
#
#   lint → typecheck → unit → integration (PGlite) → integration (PostgreSQL, only when
#   TEST_DATABASE_URL is set) → build (`npm start` on a fresh clone) → e2e → bench (light)
#
# Each vitest run also writes a JSON report; scripts/test-summary.mjs totals them and prints
# `N passed, N failed[, N skipped]` as the last line. Exit status is non-zero if anything failed.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

export NEXT_TELEMETRY_DISABLED=1

REPORT_DIR="$(mktemp -d "${TMPDIR:-/tmp}/test-report.XXXXXX")"
trap 'rm -rf "$REPORT_DIR"' EXIT
: >"$REPORT_DIR/stages.tsv"

RUN_START=$SECONDS
VITEST=(npx --no-install vitest run --reporter=default --reporter=json)

finish() {
  node scripts/test-summary.mjs "$REPORT_DIR"
  local rc=$?
  echo "npm test took $((SECONDS - RUN_START))s" >&2
  exit "$rc"
}

# stage <name> <json-report-or-empty> <command...>
stage() {
  local name=$1 report=$2
  shift 2
  echo
  echo "════════ ${name} ════════ ($(date +%H:%M:%S))"
  local t0=$SECONDS
  "$@"
  local rc=$?
  local took=$((SECONDS - t0))
  printf '%s\t%s\t%s\t%s\n' "$name" "$rc" "$took" "$report" >>"$REPORT_DIR/stages.tsv"
  if ((rc != 0)); then
    echo "✗ ${name} failed (exit ${rc}) after ${took}s" >&2
    finish
  fi
  echo "✓ ${name} (${took}s)"
}

# vitest_stage <name> <project> [extra vitest args...]
vitest_stage() {
  local name=$1 project=$2
  shift 2
  local report="$REPORT_DIR/${name//[^A-Za-z0-9_-]/_}.json"
  stage "$name" "$report" "${VITEST[@]}" --project "$project" --outputFile.json="$report" "$@"
}

stage lint "" npm run --silent lint
stage typecheck "" npm run --silent typecheck
vitest_stage unit unit
# The embedded PGlite first, whatever the environment says…
stage "integration (PGlite)" "$REPORT_DIR/integration-pglite.json" \
  env -u TEST_DATABASE_URL "${VITEST[@]}" --project integration \
  --outputFile.json="$REPORT_DIR/integration-pglite.json"
# …then the same tests against a real PostgreSQL server when one is given.
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  vitest_stage "integration (PostgreSQL)" integration
else
  echo
  echo "(TEST_DATABASE_URL is not set: skipping the integration run against PostgreSQL)"
fi
# Always build: the e2e tests must exercise the current code. The build is made the way a fresh
# clone's `npm start` makes it (tests/build/fresh-start.test.ts removes the build, starts, checks).
vitest_stage build build
# Data dirs of earlier runs (kept when a run was killed) are not needed any more.
rm -rf test-data
# The end-to-end files on the shared seeded server and those with servers of their own run side by
# side, as two vitest processes (vitest would run both projects' sequential files one at a time):
# much of the second set's time is spent waiting for servers to start. Each one's output is
# printed when it ends.
side_by_side() {
  local pids=() logs=() project name
  for project in "$@"; do
    name="e2e (${project#e2e-})"
    [[ $project == e2e ]] && name="e2e (shared server)"
    local report="$REPORT_DIR/${name//[^A-Za-z0-9_-]/_}.json" log="$REPORT_DIR/${project}.log"
    logs+=("$log")
    (
      t0=$SECONDS
      "${VITEST[@]}" --project "$project" --outputFile.json="$report" >"$log" 2>&1
      rc=$?
      printf '%s\t%s\t%s\t%s\n' "$name" "$rc" "$((SECONDS - t0))" "$report" >>"$REPORT_DIR/stages.tsv"
      exit "$rc"
    ) &
    pids+=($!)
  done
  echo
  echo "════════ e2e: $* side by side ════════ ($(date +%H:%M:%S))"
  local failed=0 i
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed=1
    cat "${logs[$i]}"
  done
  if ((failed)); then
    echo "✗ e2e failed" >&2
    finish
  fi
  echo "✓ e2e"
}
side_by_side e2e e2e-own-servers
# Performance regressions: Lighthouse on / (median of 3 runs) and a 3 s throughput sample on the same
# build, with the looser CI thresholds of bench/budgets.json (`npm run bench` is the full run).
vitest_stage "bench (light)" bench

finish
