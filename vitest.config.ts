import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // Server data modules guard against client bundles with `server-only`; tests are server code.
    alias: { 'server-only': fileURLToPath(new URL('node_modules/server-only/empty.js', import.meta.url)) },
  },
  test: {
    // Lexical's Node entry points pick their build with a top-level await of a dynamic import; in
    // Lexical's cyclic module graph that deadlocks Node 20 now and then (a process that waits for
    // ever with nothing pending). The `production` condition loads the builds directly.
    execArgv: ['--conditions=production'],
    // One file per core: integration files wait on their databases as much as they compute.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      // Each integration file boots Payload on a fresh database of its own (a temporary SQLite file, or
      // a new PostgreSQL database), in a process of its own: files run side by side, on either database.
      // Each starts as a copy of a database migrated once per run (tests/helpers/migratedTemplate.ts).
      {
        extends: true,
        test: { name: 'int', include: ['tests/int/**/*.test.ts'], globalSetup: ['tests/helpers/migratedTemplate.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'int-postgres', include: ['tests/int/**/*.test.ts'], globalSetup: ['tests/helpers/migratedTemplate.ts'], environment: 'node', env: { TEST_DB: 'postgres' }, testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        // The cluster (npm run cluster): a production build, instances, nginx, PostgreSQL, Redis, S3.
        test: { name: 'cluster', include: ['tests/cluster/**/*.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 60_000, hookTimeout: 30 * 60_000 },
      },
    ],
  },
})
