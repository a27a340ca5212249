#!/usr/bin/env bash
# Storybook lane: a fresh static build, served on a free loopback port, every story tested
# (play functions, axe serious/critical in light and dark, screenshots vs committed baselines).
#
#   pnpm test:storybook                 # check (missing baselines FAIL: --ci)
#   pnpm test:storybook -- -u           # update baselines on purpose (or UPDATE_SNAPSHOTS=1)
#   pnpm test:storybook -- --skip-build # reuse storybook-static (local iteration only)
# Any other arguments go to test-storybook (e.g. a story file filter).
# STORYBOOK_JSON_OUT=file writes the counts as JSON (used by scripts/test-all.sh).
# STORYBOOK_OUT=dir builds into another folder than storybook-static (parallel runs in one checkout).
set -euo pipefail
cd "$(dirname "$0")/.."

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
BUILD=1
OUT="${STORYBOOK_OUT:-storybook-static}"
ARGS=()
for arg in "$@"; do
  case "$arg" in
    --) ;;
    --skip-build) BUILD=0 ;;
    *) ARGS+=("$arg") ;;
  esac
done
if [[ "${UPDATE_SNAPSHOTS:-}" == "1" ]]; then ARGS+=("-u"); fi

if [[ "$BUILD" == "1" ]]; then
  # Fresh every time: a stale build fails with MissingStoryAfterHmrError.
  rm -rf "$OUT"
  pnpm exec storybook build --quiet --disable-telemetry -o "$OUT"
fi

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
LOG="$(mktemp)"
pnpm exec http-server "$OUT" -a 127.0.0.1 -p "$PORT" -s -c-1 >"$LOG" 2>&1 &
SERVER_PID=$!
cleanup() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  rm -f "$LOG"
}
trap cleanup EXIT INT TERM

URL="http://127.0.0.1:$PORT"
for _ in $(seq 1 100); do
  if curl -fs -o /dev/null "$URL/iframe.html"; then break; fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    echo "http-server exited:"; cat "$LOG"; exit 1
  fi
  sleep 0.2
done
curl -fsS -o /dev/null "$URL/iframe.html" || { echo "Storybook server did not start on $URL"; cat "$LOG"; exit 1; }

# --ci: a missing baseline fails instead of being written silently. One worker per core: the
# summary's CPU seconds leave out Chromium's own processes, and one more worker made a clean run
# no faster. STORYBOOK_WORKERS overrides it.
WORKERS="${STORYBOOK_WORKERS:-$(nproc)}"
pnpm exec test-storybook --url "$URL" --ci --maxWorkers="$WORKERS" "${ARGS[@]}"
