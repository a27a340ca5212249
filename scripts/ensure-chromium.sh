#!/usr/bin/env bash
# Makes sure a Chromium for Playwright and the Storybook test-runner exists. Playwright's own
# browser downloads need network, which CI does not have, so Debian's package is used.
# CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [[ -x "$CHROMIUM_PATH" ]]; then
  echo "Chromium: $CHROMIUM_PATH ($("$CHROMIUM_PATH" --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi

if [[ "$CHROMIUM_PATH" == "/usr/bin/chromium" && "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM_PATH: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends chromium
  if [[ -x "$CHROMIUM_PATH" ]]; then
    echo "Chromium: $CHROMIUM_PATH ($("$CHROMIUM_PATH" --version 2>/dev/null || true))"
    exit 0
  fi
fi

cat >&2 <<MSG
Chromium was not found at $CHROMIUM_PATH and could not be installed automatically
(this needs root and apt-get, and only installs to /usr/bin/chromium).
Install it yourself, e.g.:
  sudo apt-get install -y chromium        # Debian/Ubuntu
or point CHROMIUM_PATH at an existing Chromium/Chrome binary:
  CHROMIUM_PATH=/path/to/chrome pnpm test
MSG
exit 1
