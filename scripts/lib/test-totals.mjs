// Prints "N passed, N failed" for the Vitest and Playwright JSON reports in a folder.
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2]
let passed = 0
let failed = 0
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
  } else {
    passed += report.numPassedTests
    failed += report.numFailedTests
  }
}
console.log(`${passed} passed, ${failed} failed`)
