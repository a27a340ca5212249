#!/usr/bin/env bash
# `pnpm test`: every check, in order, failing fast. Each step prints a header; at the end a
# summary of the steps (wall and CPU seconds) and one line `N passed, N failed` totalling the test
# suites' counts.
#   ensure-chromium -> check-engines -> static checks (Prettier, ESLint, import rules and every
#   type-check, at the same time) -> build (ui, web, server: once) -> unit -> server -> packed ui
#   consumer -> storybook -> e2e -> bundle budget
# Every later step reuses the one build: the packed-ui check packs the built ui, the e2e lane serves
# the built web app and server, the bundle budget measures that same web build.
# KEEP_GOING=1 runs every step even after a failure (to see the whole picture); it still exits
# non-zero if any step failed. While working, `pnpm test:changed` runs only what a change touches.
set -euo pipefail
cd "$(dirname "$0")/.."

REPORT_DIR="$(mktemp -d "${TMPDIR:-/tmp}/vita-test-all.XXXXXX")"
START_ALL=$SECONDS
STEPS=()
CURRENT=""
FAILED=0

summary() {
  local status=$?
  if [[ -n "$CURRENT" ]]; then STEPS+=("FAIL  $CURRENT"); fi
  echo
  echo "================================================================"
  echo " Summary ($(( SECONDS - START_ALL )) s)"
  echo "================================================================"
  for s in "${STEPS[@]}"; do echo "  $s"; done
  node scripts/test-counts.mjs "$REPORT_DIR" || true
  rm -rf "$REPORT_DIR"
  if [[ $status -eq 0 ]]; then echo "pnpm test: all steps passed"; else echo "pnpm test: FAILED"; fi
  exit $status
}
trap summary EXIT

# CPU seconds (user + system) of every child this shell has waited for so far, from `times`,
# into CPU_NOW. `times` writes to a file and the function sets a variable: in a pipe or `$(...)` it
# would run in a subshell, which has no children.
children_cpu() {
  times >"$REPORT_DIR/times"
  CPU_NOW="$(tail -n 1 "$REPORT_DIR/times" | awk '{
    total = 0
    for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); total += p[1] * 60 + p[2] }
    printf "%d", total
  }')"
}

step() {
  local name="$1"; shift
  CURRENT="$name"
  local t0=$SECONDS
  children_cpu
  local c0="$CPU_NOW"
  echo
  echo "================================================================"
  echo " ▶ $name"
  echo "================================================================"
  if [[ "${KEEP_GOING:-}" == "1" ]]; then
    if "$@"; then
      children_cpu
      STEPS+=("ok    $name ($(( SECONDS - t0 )) s, cpu $(( CPU_NOW - c0 )) s)")
    else
      children_cpu
      STEPS+=("FAIL  $name ($(( SECONDS - t0 )) s, cpu $(( CPU_NOW - c0 )) s)")
      FAILED=1
    fi
  else
    "$@"
    children_cpu
    STEPS+=("ok    $name ($(( SECONDS - t0 )) s, cpu $(( CPU_NOW - c0 )) s)")
  fi
  CURRENT=""
}

step "ensure Chromium"        bash scripts/ensure-chromium.sh
step "check engines and pins" node scripts/check-engines.mjs
step "static checks (prettier, eslint, import rules, typecheck)" node scripts/static-checks.mjs
step "build (ui, web, server)" pnpm build
step "unit tests (vitest)"    pnpm exec vitest run --reporter=default --reporter=json \
                                --outputFile.json="$REPORT_DIR/vitest-unit.json"
step "server tests (PGlite)"  env -u DATABASE_URL pnpm --filter @vita/server test --reporter=default --reporter=json \
                                --outputFile.json="$REPORT_DIR/vitest-server.json"
# @vita/ui packed from the build above, installed into a scratch Vite app outside the workspace and
# checked in Chromium.
step "packed ui consumer"     env SKIP_BUILD=1 PACKED_UI_JSON_OUT="$REPORT_DIR/packed-ui.json" \
                                node packages/ui/consumer-test/run.mjs
step "storybook stories"      env STORYBOOK_JSON_OUT="$REPORT_DIR/jest-storybook.json" \
                                bash scripts/test-storybook.sh
step "end-to-end (playwright)" env SKIP_BUILD=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORT_DIR/playwright-e2e.json" \
                                bash scripts/test-e2e.sh
# Sizes of the same build: no second build.
step "bundle budget"          node scripts/check-bundle-budget.mjs

exit $FAILED
