#!/usr/bin/env bash
# Makes sure a Chromium for Playwright and the Storybook test-runner exists. Playwright's own
# browser downloads need network, which CI does not have, so Debian's package is used.
# CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
# Screenshots must not depend on the fonts a machine happens to have: Debian's colour emoji font
# is installed beside Chromium (without it an emoji renders as empty boxes, and baselines made on
# one machine fail on another).
# Poppler's pdftotext is installed too: the CV export tests read the PDFs back with it, as many
# applicant tracking systems do.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
EMOJI_FONT_PACKAGE=fonts-noto-color-emoji

can_apt() { [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; }

has_emoji_font() {
  if command -v fc-list >/dev/null 2>&1; then
    # grep reads the whole list: with -q it stops at the first match, fc-list then dies of the
    # closed pipe, and pipefail (set above) reports the font missing.
    fc-list 2>/dev/null | grep -i 'Noto Color Emoji' >/dev/null
  else
    dpkg -s "$EMOJI_FONT_PACKAGE" >/dev/null 2>&1
  fi
}

ensure_emoji_font() {
  has_emoji_font && return 0
  if can_apt; then
    echo "Installing Debian's $EMOJI_FONT_PACKAGE (screenshots draw emoji with it)..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y --no-install-recommends "$EMOJI_FONT_PACKAGE" >/dev/null 2>&1 ||
      { apt-get update >/dev/null && apt-get install -y --no-install-recommends "$EMOJI_FONT_PACKAGE"; }
  fi
  if ! has_emoji_font; then
    echo "Warning: no colour emoji font ($EMOJI_FONT_PACKAGE); screenshots with emoji will differ." >&2
  fi
}

ensure_pdftotext() {
  command -v pdftotext >/dev/null 2>&1 && return 0
  if can_apt; then
    echo "Installing Debian's poppler-utils (the export tests read PDFs with pdftotext)..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y --no-install-recommends poppler-utils >/dev/null 2>&1 ||
      { apt-get update >/dev/null && apt-get install -y --no-install-recommends poppler-utils; }
  fi
  if ! command -v pdftotext >/dev/null 2>&1; then
    echo "Warning: no pdftotext (poppler-utils); the export tests that use it are skipped." >&2
  fi
}

if [[ -x "$CHROMIUM_PATH" ]]; then
  echo "Chromium: $CHROMIUM_PATH ($("$CHROMIUM_PATH" --version 2>/dev/null || echo 'version unknown'))"
  ensure_emoji_font
  ensure_pdftotext
  exit 0
fi

if [[ "$CHROMIUM_PATH" == "/usr/bin/chromium" ]] && can_apt; then
  echo "Chromium not found at $CHROMIUM_PATH: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends chromium "$EMOJI_FONT_PACKAGE" poppler-utils
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
