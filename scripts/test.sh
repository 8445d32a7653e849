#!/usr/bin/env bash
# `npm test`: every check, in order, stopping at the first failed step.
#
#   lint + typecheck + unit (side by side) → build (`npm start` on a fresh clone) → two lanes side by
#   side: the e2e files on the shared server | the e2e files with servers of their own → integration
#   (PGlite) → integration (PostgreSQL, only when TEST_DATABASE_URL is set) → bench (light)
#
# The shared-server lane is the longest and keeps a core busy with one browser at a time; the other
# lane fills the rest of the machine. Its integration runs are niced so that they give way to the
# browser tests; the bench is not (its thresholds are set for a busy machine, not a starved one).
#
# The long reliability runs (kill/restart cycles, soak, development server) are not here:
# `npm run test:reliability`.
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

# run_stage <name> <json-report-or-empty> <command...>: runs one stage, records it, returns its status.
run_stage() {
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
  else
    echo "✓ ${name} (${took}s)"
  fi
  return "$rc"
}

# run_vitest <name> <project> [extra vitest args...]
run_vitest() {
  local name=$1 project=$2
  shift 2
  local report="$REPORT_DIR/${name//[^A-Za-z0-9_-]/_}.json"
  run_stage "$name" "$report" "${VITEST[@]}" --project "$project" --outputFile.json="$report" "$@"
}

# stage <function>: runs it and stops the run when it failed.
stage() {
  "$@" || finish
}

# together <function>...: runs the functions side by side, each in a process of its own (on a
# 2-core machine much of each one's time is spent waiting: on servers, the database, the disk);
# each one's output is printed when it ends, in order. Stops the run when any of them failed.
together() {
  local pids=() logs=() fn
  for fn in "$@"; do
    logs+=("$REPORT_DIR/${fn}.log")
    ("$fn" >"$REPORT_DIR/${fn}.log" 2>&1) &
    pids+=($!)
  done
  echo
  echo "════════ side by side: $* ════════ ($(date +%H:%M:%S))"
  local failed=0 i
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed=1
    cat "${logs[$i]}"
  done
  ((failed)) && finish
}

lint() { run_stage lint "" npm run --silent lint; }
typecheck() { run_stage typecheck "" npm run --silent typecheck; }
unit() { run_vitest unit unit; }
# The embedded PGlite first, whatever the environment says…
integration_pglite() {
  run_stage "integration (PGlite)" "$REPORT_DIR/integration-pglite.json" \
    nice -n 5 env -u TEST_DATABASE_URL "${VITEST[@]}" --project integration \
    --outputFile.json="$REPORT_DIR/integration-pglite.json"
}
# …then the same tests against a real PostgreSQL server when one is given.
integration_postgres() {
  if [[ -z "${TEST_DATABASE_URL:-}" ]]; then
    echo "(TEST_DATABASE_URL is not set: skipping the integration run against PostgreSQL)"
    return 0
  fi
  run_stage "integration (PostgreSQL)" "$REPORT_DIR/integration-postgres.json" \
    nice -n 5 "${VITEST[@]}" --project integration --outputFile.json="$REPORT_DIR/integration-postgres.json"
}
# The build is made the way a fresh clone's `npm start` makes it (tests/build/fresh-start.test.ts
# removes the build, starts, checks): the e2e tests exercise the current code.
build() { run_vitest build build; }
# The end-to-end files on the shared seeded server, and those with servers of their own (vitest
# would run both projects' sequential files one at a time in one process).
e2e_shared() { run_vitest "e2e (shared server)" e2e; }
e2e_own_servers() { run_vitest "e2e (own-servers)" e2e-own-servers; }
# Performance regressions: Lighthouse on / (median of 3 runs), a 3 s throughput sample and the
# lighter scale run on the same build, with the CI thresholds of bench/budgets.json (`npm run bench`
# is the full run).
bench() { run_vitest "bench (light)" bench; }
# The lane beside the shared-server files; it stops at its first failure.
beside_shared() { e2e_own_servers && integration_pglite && integration_postgres && bench; }

together lint typecheck unit
stage build
# Data dirs of earlier runs (kept when a run was killed) are not needed any more.
rm -rf test-data
together e2e_shared beside_shared

finish
