#!/usr/bin/env bash
# Makes sure a Chromium for the end-to-end tests exists. Playwright's own browser download does not
# work on our machines, so we use Debian's package (or CHROME_PATH when set).
set -euo pipefail
source "$(dirname "$0")/lib/debian.sh"
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH is set to '$CHROME_PATH' but that is not an executable file." >&2
  exit 1
fi
[ -x /usr/bin/chromium ] && exit 0
install_from_debian "the end-to-end tests and the benchmark's browser" chromium || {
  echo "  Or point CHROME_PATH at an existing Chrome/Chromium executable and run the tests again." >&2
  exit 1
}
