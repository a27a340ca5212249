#!/usr/bin/env bash
# Proves the README's run command on a machine that has Node.js and npm and nothing else: a
# clone of this checkout's HEAD (uncommitted changes are not in it), a new empty HOME (so no npm
# or pnpm configuration, cache or store), an empty npm cache and global prefix, and a PATH without
# pnpm, pnpx or corepack. The command is read from README.md ("Run the app:"), run as written
# with a free PORT and a temporary DATA_DIR; once the health check answers, an account is signed
# up over HTTP. The command then runs a second time, where the start must find nothing to build.
# The server's whole process group is stopped at the end, and everything is removed.
#
#   bash scripts/fresh-machine-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
# Up to this long per run of the command (the first one downloads every package and builds).
READY_TIMEOUT_SECONDS="${READY_TIMEOUT_SECONDS:-600}"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/vita-fresh-machine.XXXXXX")"
SERVER_PID=""
LOG=""

stop_server() {
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    # The command runs in its own session: its process group is npx, pnpm, the start script and
    # the server it became.
    kill -TERM -- "-$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  SERVER_PID=""
}

cleanup() {
  local status=$?
  stop_server
  if [[ $status -ne 0 && -n "$LOG" && -f "$LOG" ]]; then
    echo "---- output of the run command (last 80 lines) ----"
    tail -n 80 "$LOG" || true
  fi
  # npm and pnpm leave read-only files in their caches.
  chmod -R u+w "$WORK" 2>/dev/null || true
  rm -rf "$WORK"
  exit $status
}
trap cleanup EXIT INT TERM

fail() {
  echo "fresh-machine check: $*" >&2
  exit 1
}

# The run command: the first sh block after the line "Run the app:" in README.md.
RUN_COMMAND="$(awk '
  /^Run the app:/ { found = 1; next }
  found && /^```sh/ { inside = 1; next }
  inside && /^```/ { exit }
  inside { print }
' README.md)"
[[ -n "$RUN_COMMAND" ]] || fail 'no sh block after "Run the app:" in README.md'
[[ "$RUN_COMMAND" == *start* ]] || fail "the README's run command does not start the app: $RUN_COMMAND"
echo "README run command: $RUN_COMMAND"

git -c advice.detachedHead=false clone --quiet --no-hardlinks "$ROOT" "$WORK/repo"
echo "cloned $(git -C "$WORK/repo" rev-parse --short HEAD) into $WORK/repo"

# PATH without pnpm: each PATH folder that holds pnpm, pnpx or corepack is replaced by a folder of
# links to everything else in it (node and npm usually sit next to them).
STRIPPED_PATH=""
index=0
IFS=':' read -r -a path_dirs <<<"$PATH"
for dir in "${path_dirs[@]}"; do
  [[ -d "$dir" ]] || continue
  if [[ -e "$dir/pnpm" || -e "$dir/pnpx" || -e "$dir/corepack" ]]; then
    index=$((index + 1))
    mirror="$WORK/path/$index"
    mkdir -p "$mirror"
    find "$dir" -mindepth 1 -maxdepth 1 ! -name pnpm ! -name pnpx ! -name corepack \
      -exec ln -s -t "$mirror" {} +
    dir="$mirror"
  fi
  STRIPPED_PATH="${STRIPPED_PATH:+$STRIPPED_PATH:}$dir"
done
mkdir -p "$WORK/home" "$WORK/npm-cache" "$WORK/npm-global" "$WORK/tmp"
env -i PATH="$STRIPPED_PATH" bash -c 'command -v node >/dev/null && command -v npm >/dev/null' \
  || fail "node and npm are not on PATH"
if env -i PATH="$STRIPPED_PATH" bash -c 'command -v pnpm || command -v corepack'; then
  fail "pnpm is still on the stripped PATH"
fi

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
DATA_DIR="$WORK/data"
ORIGIN="http://127.0.0.1:$PORT"

# Runs the README command in a clean environment and its own session; $1 names the log.
run_command() {
  LOG="$WORK/$1.log"
  local passthrough=()
  # Only what reaching the npm registry may need is passed through.
  for name in CI HTTP_PROXY HTTPS_PROXY NO_PROXY http_proxy https_proxy no_proxy \
    NODE_EXTRA_CA_CERTS LANG; do
    [[ -n "${!name:-}" ]] && passthrough+=("$name=${!name}")
  done
  (
    cd "$WORK/repo"
    exec setsid env -i "${passthrough[@]}" \
      PATH="$STRIPPED_PATH" \
      HOME="$WORK/home" \
      TMPDIR="$WORK/tmp" \
      npm_config_cache="$WORK/npm-cache" \
      npm_config_prefix="$WORK/npm-global" \
      npm_config_update_notifier=false \
      PORT="$PORT" \
      HOST=127.0.0.1 \
      DATA_DIR="$DATA_DIR" \
      bash -c "$RUN_COMMAND"
  ) </dev/null >"$LOG" 2>&1 &
  SERVER_PID=$!
  local started=$SECONDS
  until node -e "fetch('$ORIGIN/api/v1/utils/health-check/').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"; do
    kill -0 "$SERVER_PID" 2>/dev/null || fail "the run command ended before the app answered"
    ((SECONDS - started < READY_TIMEOUT_SECONDS)) || fail "no answer within ${READY_TIMEOUT_SECONDS}s"
    sleep 1
  done
  echo "$1: healthy at $ORIGIN after $((SECONDS - started))s"
}

run_command first-run
grep -E '^\[start\]' "$LOG" || true

EMAIL="fresh-machine-$RANDOM@example.com"
PASSWORD="fresh-$(node -e "console.log(require('crypto').randomBytes(12).toString('base64url'))")"
STATUS="$(node -e "
  fetch('$ORIGIN/api/v1/users/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: '$EMAIL', password: '$PASSWORD', full_name: 'Fresh Machine' }),
  }).then(async (res) => { console.log(res.status); if (res.status !== 200) console.error(await res.text()); },
          (error) => { console.error(error); console.log(0); });
")"
[[ "$STATUS" == "200" ]] || fail "POST /api/v1/users/signup answered $STATUS, not 200"
echo "signed up $EMAIL: 200"
stop_server

# What the first start created in DATA_DIR (the database among it) is private.
NOT_PRIVATE="$(find "$DATA_DIR" \( \( -type d ! -perm 700 \) -o \( -type f ! -perm 600 \) \) -print)"
[[ -z "$NOT_PRIVATE" ]] || fail "not private in DATA_DIR:
$NOT_PRIVATE"
echo "DATA_DIR: $(find "$DATA_DIR" -type f | wc -l) files, all 0600 in 0700 folders"

# The same command again: everything is installed and built, so the start builds nothing.
run_command second-run
grep -q '^\[start\] nothing to build' "$LOG" || fail "the second start rebuilt something"
grep -E '^\[start\]' "$LOG"
stop_server

echo "fresh-machine check passed"
