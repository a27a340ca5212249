#!/usr/bin/env bash
# End-to-end lane: build everything, start the real server on a fresh data folder and a free
# loopback port, run the Playwright specs in tests/ against it, then always stop the server and
# remove the data folder.
#
#   pnpm test:e2e                       # build + run all specs
#   SKIP_BUILD=1 pnpm test:e2e          # reuse the current build (local iteration only)
#   pnpm test:e2e -- tests/auth.spec.ts # extra arguments go to `playwright test`
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
ARGS=()
for arg in "$@"; do [[ "$arg" == "--" ]] || ARGS+=("$arg"); done

if [[ "${SKIP_BUILD:-}" != "1" ]]; then
  pnpm build
fi
[[ -f apps/server/dist/main.js ]] || { echo "apps/server/dist/main.js missing: run pnpm build"; exit 1; }
[[ -f apps/web/dist/index.html ]] || { echo "apps/web/dist/index.html missing: run pnpm build"; exit 1; }

DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/vita-e2e.XXXXXX")"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
ORIGIN="http://127.0.0.1:$PORT"
SERVER_LOG="$DATA_DIR/server.log"
SERVER_PID=""

cleanup() {
  local status=$?
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    # The server drains in-flight requests on SIGTERM and exits within 10 s.
    for _ in $(seq 1 100); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  if [[ $status -ne 0 && -f "$SERVER_LOG" ]]; then
    echo "---- server log (last 60 lines) ----"
    tail -n 60 "$SERVER_LOG" || true
  fi
  [[ -n "${JOB_BOARD_PID:-}" ]] && kill "$JOB_BOARD_PID" 2>/dev/null || true
  rm -rf "$DATA_DIR"
  exit $status
}
trap cleanup EXIT INT TERM

# A job board on loopback for the resume analysis specs, admitted by the server like an intranet
# board would be.
JOB_BOARD_LOG="$DATA_DIR/job-board.log"
node "$ROOT/tests/support/job-board.mjs" >"$JOB_BOARD_LOG" 2>&1 &
JOB_BOARD_PID=$!
for _ in $(seq 1 50); do [[ -s "$JOB_BOARD_LOG" ]] && break; sleep 0.1; done
export E2E_JOB_BOARD="$(head -n 1 "$JOB_BOARD_LOG")"
[[ "$E2E_JOB_BOARD" == http://127.0.0.1:* ]] || { echo "The job board did not start."; exit 1; }

E2E_ADMIN_PASSWORD="e2e-admin-$(node -e "console.log(require('crypto').randomBytes(9).toString('base64url'))")"
export E2E_ADMIN_EMAIL="admin@example.com"
export E2E_ADMIN_PASSWORD

# The server runs as `pnpm start` runs it (apps/server/runtime.json): the allocator's settings,
# then node with its options.
mapfile -t SERVER_RUNTIME < <(node -e '
  const runtime = require(process.argv[1]);
  for (const [name, value] of Object.entries(runtime.env)) console.log(`${name}=${value}`);
  console.log(process.execPath);
  for (const option of runtime.nodeOptions) console.log(option);
' "$ROOT/apps/server/runtime.json")

# Run from the data folder so a developer's ./.env in the repo cannot change the test server.
(
  cd "$DATA_DIR"
  exec env \
    ENVIRONMENT=development \
    PORT="$PORT" \
    HOST=127.0.0.1 \
    DATA_DIR="$DATA_DIR" \
    FRONTEND_HOST="$ORIGIN" \
    FIRST_SUPERUSER="$E2E_ADMIN_EMAIL" \
    FIRST_SUPERUSER_PASSWORD="$E2E_ADMIN_PASSWORD" \
    PASSWORD_HASH_COST=low \
    LOGIN_MAX_FAILURES=1000 \
    LOGIN_MAX_FAILURES_PER_CLIENT=1000 \
    RECOVERY_EMAILS_PER_ADDRESS=100 \
    RECOVERY_EMAILS_PER_CLIENT=1000 \
    TAKEN_EMAIL_ANSWERS_PER_HOUR=1000 \
    JOB_FETCH_ALLOW_HOSTS="${E2E_JOB_BOARD#http://}" \
    LOG_LEVEL=warn \
    DATABASE_URL= \
    SMTP_URL= \
    "${SERVER_RUNTIME[@]}" "$ROOT/apps/server/dist/main.js"
) >"$SERVER_LOG" 2>&1 &
SERVER_PID=$!

echo "Waiting for the server at $ORIGIN ..."
for _ in $(seq 1 300); do
  if curl -fs -o /dev/null "$ORIGIN/api/v1/utils/health-check/"; then break; fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then echo "The server exited during start."; exit 1; fi
  sleep 0.2
done
curl -fsS -o /dev/null "$ORIGIN/api/v1/utils/health-check/" || { echo "The server did not become healthy."; exit 1; }
echo "Server is up at $ORIGIN (data: $DATA_DIR)"

BASE_URL="$ORIGIN" E2E_DATA_DIR="$DATA_DIR" pnpm exec playwright test "${ARGS[@]}"
