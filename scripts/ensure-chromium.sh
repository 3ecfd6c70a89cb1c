#!/usr/bin/env bash
# Makes sure a Chromium for the end-to-end tests exists. Playwright's own browser download does not
# work on our machines, so we use Debian's package (or CHROME_PATH when set).
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH is set to '$CHROME_PATH' but that is not an executable file." >&2
  exit 1
fi
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian's packages (needed by the end-to-end tests)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The end-to-end tests need Chromium and none was found.
  On Debian/Ubuntu, as root:   apt-get update && apt-get install -y chromium
  Or point CHROME_PATH at an existing Chrome/Chromium executable and run the tests again.
MSG
exit 1
