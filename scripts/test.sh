#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. PostgreSQL runs use TEST_DATABASE_URL,
# else the local server on 127.0.0.1:5432 when it answers.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Every Node process below (tsx scripts, Payload's CLI, the site's server) loads Lexical's builds
# directly: its Node entry points' top-level await deadlocks Node 20 now and then (withNodeOptions in
# scripts/lib/build.ts says more).
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--no-deprecation --conditions=production"
started=$(date +%s)
reports=.test-reports
rm -rf "$reports" && mkdir -p "$reports"
step() { printf '\n==> %s (%ss)\n' "$*" "$(( $(date +%s) - started ))"; }

# The static checks run side by side (each is mostly one thread); each one's output is printed
# whole, after it, and the first that failed stops the run.
step "Typecheck, lint, import cycles (madge; type-only imports aside), migrations match the collections"
checks=()
check() {
  local name=$1
  shift
  { "$@" >"$reports/$name.log" 2>&1 && echo 0 >"$reports/$name.status" || echo $? >"$reports/$name.status"; } &
  checks+=("$name")
}
check typecheck npx tsc --noEmit
check lint npx eslint .
check cycles npx madge --circular src
check migrations npx tsx scripts/check-migrations.ts
wait
for name in "${checks[@]}"; do
  printf -- '-- %s\n' "$name"
  cat "$reports/$name.log"
  if [ "$(cat "$reports/$name.status")" != 0 ]; then
    echo "!! $name failed (its output is above)." >&2
    exit 1
  fi
done

step "ffmpeg for the video tests"
bash scripts/ensure-ffmpeg.sh

# Ports for the end-to-end site and the other site (which takes the next four as well), chosen now and
# listened on minutes later: so below the kernel's range for outgoing connections, where the tests'
# own connections to PostgreSQL and Redis cannot take them meanwhile.
free_port() {
  node -e '
    const net = require("net")
    const free = (port) => new Promise((ok) => { const s = net.createServer().once("error", () => ok(false)); s.listen(port, "127.0.0.1", () => s.close(() => ok(true))) })
    ;(async () => {
      for (;;) {
        const base = 20000 + Math.floor(Math.random() * 10000)
        if ((await Promise.all([0, 1, 2, 3, 4].map((i) => free(base + i)))).every(Boolean)) return console.log(base)
      }
    })()'
}
if [ -z "${E2E_PORT:-}" ]; then
  E2E_PORT=$(free_port)
  export E2E_PORT
fi
# "Another company's site" (map tiles, a chat widget) listens on 127.0.0.2.
if [ -z "${E2E_OTHER_PORT:-}" ]; then
  E2E_OTHER_PORT=$(free_port)
  export E2E_OTHER_PORT
fi

# The production build the end-to-end and cluster stages share reads no database: it is made now, in
# the background, while the unit and integration tests run (its types were checked above). Then the
# end-to-end site's database is seeded afresh, so that stage starts on a ready site.
step "Production build and the end-to-end site's seed (in the background)"
export ATRIUM_TYPECHECKED=1
rm -rf .isolated/e2e
( npx tsx scripts/build.ts --isolated && npx tsx tests/helpers/prepareE2eSite.ts ) >"$reports/build.log" 2>&1 &
build_pid=$!
trap 'kill "$build_pid" 2>/dev/null || true' EXIT

if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
fi
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "!! No PostgreSQL: set TEST_DATABASE_URL (or run one on 127.0.0.1:5432) to run the PostgreSQL suite." >&2
  exit 1
fi

step "Unit tests, and integration tests on SQLite and on PostgreSQL"
npx vitest run --project unit --project int --project int-postgres --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"

step "Chromium for the end-to-end tests"
bash scripts/ensure-chromium.sh

step "The production build and the seeded end-to-end site"
if ! wait "$build_pid"; then
  cat "$reports/build.log" >&2
  echo "!! The production build or the end-to-end site's seed failed (its log is above, and in $reports/build.log)." >&2
  exit 1
fi
tail -n 3 "$reports/build.log"

# Every run starts from a freshly seeded site (seeded above).
step "End-to-end tests (production build, real Chromium)"
PLAYWRIGHT_JSON_OUTPUT_FILE="$reports/e2e.json" npx playwright test --reporter=list,json

step "The cluster: two instances behind nginx on PostgreSQL, Redis and S3"
bash scripts/ensure-nginx.sh
npx vitest run --project cluster --reporter=default --reporter=json --outputFile.json="$reports/vitest-cluster.json"

step "All checks passed"
# One closing line with the totals of every suite (read from the runners' JSON reports).
node scripts/lib/test-totals.mjs "$reports"
