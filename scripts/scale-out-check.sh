#!/usr/bin/env bash
# Two Vita instances behind nginx on one PostgreSQL, one killed mid-load (scripts/scale-out-check.mjs
# says what is checked). Skips, exiting 0 with a line saying why, when PostgreSQL does not answer
# or nginx is not installed; builds the server first when it is not built.
#   SCALE_OUT_DATABASE_URL  a server and user that may create databases
#                           (default postgres://postgres@127.0.0.1:5432/postgres)
#   SCALE_OUT_BASE_PORT     the first of eleven ports to use (default: free ports)
set -euo pipefail
cd "$(dirname "$0")/.."

url="${SCALE_OUT_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
hostport="${url#*@}"
hostport="${hostport%%/*}"
host="${hostport%%:*}"
port="${hostport##*:}"
[[ "$port" != "$hostport" ]] || port=5432

if ! node -e "
  const s = require('net').connect(Number(process.argv[2]), process.argv[1]);
  s.setTimeout(2000);
  s.on('connect', () => { s.destroy(); process.exit(0); });
  s.on('error', () => process.exit(1));
  s.on('timeout', () => { s.destroy(); process.exit(1); });
" "$host" "$port"; then
  echo "scale-out check skipped: PostgreSQL does not answer on $host:$port"
  exit 0
fi

nginx_bin="${NGINX_BIN:-}"
if [[ -z "$nginx_bin" ]]; then
  nginx_bin="$(command -v nginx || true)"
  [[ -n "$nginx_bin" || ! -x /usr/sbin/nginx ]] || nginx_bin=/usr/sbin/nginx
fi
if [[ -z "$nginx_bin" ]]; then
  echo "scale-out check skipped: nginx is not installed (apt-get install nginx)"
  exit 0
fi

if [[ ! -f apps/server/dist/main.js || ! -d apps/web/dist ]]; then
  echo "scale-out check: building first (pnpm build)"
  pnpm build
fi

NGINX_BIN="$nginx_bin" exec node scripts/scale-out-check.mjs
