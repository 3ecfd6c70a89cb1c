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

step "Typecheck"
npx tsc --noEmit

step "Lint"
npx eslint .

step "No import cycles (madge; type-only imports aside)"
npx madge --circular src

step "Migrations match the collections (SQLite and PostgreSQL)"
npx tsx scripts/check-migrations.ts

step "ffmpeg for the video tests"
bash scripts/ensure-ffmpeg.sh

# The production build the end-to-end and cluster stages share reads no database: it is made now, in
# the background, while the unit and integration tests run (its types were checked above).
step "Production build (in the background, for the end-to-end and cluster stages)"
export ATRIUM_TYPECHECKED=1
npx tsx scripts/build.ts --isolated >"$reports/build.log" 2>&1 &
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

step "The production build"
if ! wait "$build_pid"; then
  cat "$reports/build.log" >&2
  echo "!! The production build failed (its log is above, and in $reports/build.log)." >&2
  exit 1
fi
tail -n 3 "$reports/build.log"

step "End-to-end tests (production build, real Chromium)"
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
if [ -z "${E2E_PORT:-}" ]; then
  E2E_PORT=$(free_port)
  export E2E_PORT
fi
# "Another company's site" (map tiles, a chat widget) listens on 127.0.0.2.
if [ -z "${E2E_OTHER_PORT:-}" ]; then
  E2E_OTHER_PORT=$(free_port)
  export E2E_OTHER_PORT
fi
# Every run starts from a freshly seeded site.
rm -rf .isolated/e2e
PLAYWRIGHT_JSON_OUTPUT_FILE="$reports/e2e.json" npx playwright test --reporter=list,json

step "The cluster: two instances behind nginx on PostgreSQL, Redis and S3"
bash scripts/ensure-nginx.sh
npx vitest run --project cluster --reporter=default --reporter=json --outputFile.json="$reports/vitest-cluster.json"

step "All checks passed"
# One closing line with the totals of every suite (read from the runners' JSON reports).
node scripts/lib/test-totals.mjs "$reports"
