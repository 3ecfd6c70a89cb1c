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

step "Unit and integration tests on SQLite"
npx vitest run --project unit --project int --reporter=default --reporter=json --outputFile.json="$reports/vitest-sqlite.json"

if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Integration tests on PostgreSQL"
  TEST_DB=postgres npx vitest run --project int --reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.json"
else
  echo "!! No PostgreSQL: set TEST_DATABASE_URL (or run one on 127.0.0.1:5432) to run the PostgreSQL suite." >&2
  exit 1
fi

step "Chromium for the end-to-end tests"
bash scripts/ensure-chromium.sh

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
PLAYWRIGHT_JSON_OUTPUT_FILE="$reports/e2e.json" npx playwright test --reporter=list,json

step "The cluster: two instances behind nginx on PostgreSQL, Redis and S3"
bash scripts/ensure-nginx.sh
npx vitest run --project cluster --reporter=default --reporter=json --outputFile.json="$reports/vitest-cluster.json"

step "All checks passed"
# One closing line with the totals of every suite (read from the runners' JSON reports).
node scripts/lib/test-totals.mjs "$reports"
