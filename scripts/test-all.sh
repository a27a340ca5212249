#!/usr/bin/env bash
# `pnpm test`: every check, failing fast. Each step prints a header; at the end a summary of the
# steps (wall and CPU seconds) and one line `N passed, N failed` totalling the test suites' counts.
#
#   ensure-chromium -> check-engines -> static checks and builds (ui, web, server, storybook: once),
#   together
#   -> unit -> two tracks:
#        node:    server (PGlite) -> packed ui consumer
#        browser: storybook -> end-to-end -> bundle budget
#
# By default the two tracks run one after the other. TEST_ALL_PARALLEL=1 runs them at the same time:
# the browser lanes alone leave a core partly idle (a story waits on rendering, an e2e test on the
# server), but on two cores the server lane fills it, and one measured run was no faster (see
# decision 014); on a machine with more cores it is. Then each track's output goes to its own log,
# printed whole when the track ends (a failing track's at once, and the other is stopped), and a
# line per step says when it starts and ends.
# Every later step reuses the one build: the packed-ui check packs the built ui, the e2e lane serves
# the built web app and server, the bundle budget measures that same web build, the Storybook lane
# serves the Storybook build.
# KEEP_GOING=1 runs every step even after a failure (to see the whole picture); it still exits
# non-zero if any step failed. While working, `pnpm test:changed` runs only what a change touches.
set -euo pipefail
cd "$(dirname "$0")/.."

# CPU seconds (user + system) of every child this shell has waited for so far, from `times`,
# into CPU_NOW. `times` writes to a file and the function sets a variable: in a pipe or `$(...)` it
# would run in a subshell, which has no children.
children_cpu() {
  local file="$REPORT_DIR/times.$BASHPID"
  times >"$file"
  CPU_NOW="$(tail -n 1 "$file" | awk '{
    total = 0
    for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); total += p[1] * 60 + p[2] }
    printf "%d", total
  }')"
}

# step NAME COMMAND...: runs one step; its summary line goes to $STEPS_FILE.
step() {
  local name="$1"; shift
  local t0=$SECONDS c0 status=0
  children_cpu
  c0="$CPU_NOW"
  echo
  echo "================================================================"
  echo " ▶ $name"
  echo "================================================================"
  [[ -n "${TRACK:-}" ]] && echo "[$TRACK] ▶ $name" >&3
  "$@" || status=$?
  children_cpu
  local line="$name ($(( SECONDS - t0 )) s, cpu $(( CPU_NOW - c0 )) s)"
  if [[ $status -eq 0 ]]; then
    echo "ok    $line" >>"$STEPS_FILE"
    [[ -n "${TRACK:-}" ]] && echo "[$TRACK] ok $line" >&3
  else
    echo "FAIL  $line" >>"$STEPS_FILE"
    [[ -n "${TRACK:-}" ]] && echo "[$TRACK] FAIL $line" >&3
    FAILED=1
    [[ "${KEEP_GOING:-}" == "1" ]] || exit "$status"
  fi
  return 0
}

# ---------------------------------------------------------------------------------------------
# A track, run by the main script as `test-all.sh --track NAME ORDER` with REPORT_DIR set (ORDER
# sorts its lines in the summary).
if [[ "${1:-}" == "--track" ]]; then
  TRACK="$2"
  STEPS_FILE="$REPORT_DIR/steps.$3-$TRACK"
  FAILED=0
  case "$TRACK" in
    node)
      step "server tests (PGlite)" env -u DATABASE_URL pnpm --filter @vita/server test \
        --reporter=default --reporter=json --outputFile.json="$REPORT_DIR/vitest-server.json"
      # @vita/ui packed from the build, installed into a scratch Vite app outside the workspace
      # and checked in Chromium.
      step "packed ui consumer" env SKIP_BUILD=1 PACKED_UI_JSON_OUT="$REPORT_DIR/packed-ui.json" \
        node packages/ui/consumer-test/run.mjs
      ;;
    browser)
      step "storybook stories" env STORYBOOK_JSON_OUT="$REPORT_DIR/jest-storybook.json" \
        bash scripts/test-storybook.sh --skip-build
      step "end-to-end (playwright)" env SKIP_BUILD=1 \
        PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORT_DIR/playwright-e2e.json" bash scripts/test-e2e.sh
      # Sizes of the same build: no second build.
      step "bundle budget" node scripts/check-bundle-budget.mjs
      ;;
    *) echo "unknown track: $TRACK" >&2; exit 2 ;;
  esac
  exit "$FAILED"
fi

# ---------------------------------------------------------------------------------------------
export REPORT_DIR
REPORT_DIR="$(mktemp -d "${TMPDIR:-/tmp}/vita-test-all.XXXXXX")"
START_ALL=$SECONDS
STEPS_FILE="$REPORT_DIR/steps.0-first"
FAILED=0
TRACK_PIDS=()

summary() {
  local status=$?
  for pid in "${TRACK_PIDS[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  echo
  echo "================================================================"
  echo " Summary ($(( SECONDS - START_ALL )) s)"
  echo "================================================================"
  for f in "$REPORT_DIR"/steps.*; do
    [[ -f "$f" ]] && sed 's/^/  /' "$f"
  done
  node scripts/test-counts.mjs "$REPORT_DIR" || true
  rm -rf "$REPORT_DIR"
  if [[ $status -eq 0 ]]; then echo "pnpm test: all steps passed"; else echo "pnpm test: FAILED"; fi
  exit $status
}
trap summary EXIT

# Progress lines of the tracks (fd 3) go straight to the terminal.
exec 3>&1

step "ensure Chromium"        bash scripts/ensure-chromium.sh
step "check engines and pins" node scripts/check-engines.mjs
# The type-checks read sources only (the @vita/source condition), ESLint and Prettier ignore
# dist/: the build can run beside them.
# Storybook's static build (its own artefact, from the sources) runs beside them too: there it
# fills gaps that the single-threaded checks leave, while at the start of the Storybook lane it
# was time with one core idle.
both_static_and_build() {
  local static_log="$REPORT_DIR/static.log" storybook_log="$REPORT_DIR/storybook-build.log"
  local status=0 storybook_status=0
  node scripts/static-checks.mjs >"$static_log" 2>&1 &
  local static_pid=$!
  # Fresh every time: a stale build fails with MissingStoryAfterHmrError.
  (rm -rf storybook-static &&
    pnpm exec storybook build --quiet --disable-telemetry -o storybook-static) >"$storybook_log" 2>&1 &
  local storybook_pid=$!
  pnpm build || status=$?
  wait "$static_pid" || status=$?
  wait "$storybook_pid" || storybook_status=$?
  echo
  echo "---------------- static checks (prettier, eslint, import rules, typecheck) ----------------"
  cat "$static_log"
  if [[ $storybook_status -ne 0 ]]; then
    echo
    echo "---------------- storybook build: FAILED ----------------"
    cat "$storybook_log"
    status=$storybook_status
  fi
  return "$status"
}
step "static checks and builds (ui, web, server, storybook)" both_static_and_build
# The component and screen tests alone, before the tracks: they drive jsdom with user events and
# wait on the DOM with time limits, which a machine busy with two browsers would stretch.
step "unit tests (vitest)"    pnpm exec vitest run --reporter=default --reporter=json \
                                --outputFile.json="$REPORT_DIR/vitest-unit.json"

if [[ "${TEST_ALL_PARALLEL:-}" != "1" ]]; then
  bash "$0" --track node 1 || FAILED=1
  [[ $FAILED -eq 0 || "${KEEP_GOING:-}" == "1" ]] || exit 1
  bash "$0" --track browser 2 || FAILED=1
  exit "$FAILED"
fi

# Each track in its own process group, so a failure can stop the other one whole.
declare -A TRACK_OF
order=0
for track in node browser; do
  order=$((order + 1))
  setsid bash "$0" --track "$track" "$order" >"$REPORT_DIR/track-$track.log" 2>&1 &
  TRACK_PIDS+=("$!")
  TRACK_OF[$!]="$track"
done

while ((${#TRACK_PIDS[@]} > 0)); do
  status=0
  wait -n -p done_pid "${TRACK_PIDS[@]}" || status=$?
  track="${TRACK_OF[$done_pid]}"
  echo
  echo "################################################################"
  echo " track $track: $([[ $status -eq 0 ]] && echo passed || echo FAILED) — its output"
  echo "################################################################"
  cat "$REPORT_DIR/track-$track.log"
  if [[ $status -ne 0 ]]; then
    FAILED=1
    if [[ "${KEEP_GOING:-}" != "1" ]]; then
      for pid in "${TRACK_PIDS[@]}"; do
        [[ "$pid" == "$done_pid" ]] && continue
        kill -- "-$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        echo
        echo "######## track ${TRACK_OF[$pid]}: stopped — its output so far ########"
        cat "$REPORT_DIR/track-${TRACK_OF[$pid]}.log"
      done
      TRACK_PIDS=()
      exit 1
    fi
  fi
  # The finished track needs no kill at the end.
  left=()
  for pid in "${TRACK_PIDS[@]}"; do [[ "$pid" == "$done_pid" ]] || left+=("$pid"); done
  TRACK_PIDS=("${left[@]}")
done

exit $FAILED
