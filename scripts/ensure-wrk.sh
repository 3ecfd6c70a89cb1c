#!/usr/bin/env bash
# Makes sure wrk (the HTTP load generator the benchmarks use for cached pages: a C program that
# needs a fraction of a core where a Node load generator needs a whole one) exists: Debian's package.
set -euo pipefail
command -v wrk >/dev/null && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing wrk from Debian's packages (the benchmark's load generator for cached pages)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The benchmark needs wrk and none was found.
  On Debian/Ubuntu, as root:   apt-get update && apt-get install -y wrk
MSG
exit 1
