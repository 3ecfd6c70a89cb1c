#!/usr/bin/env bash
# Makes sure wrk (the HTTP load generator the benchmarks use for cached pages: a C program that
# needs a fraction of a core where a Node load generator needs a whole one) exists: Debian's package.
set -euo pipefail
source "$(dirname "$0")/lib/debian.sh"
command -v wrk >/dev/null && exit 0
install_from_debian "the benchmark's load generator for cached pages" wrk
