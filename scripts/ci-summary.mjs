// Sums the test reports of a CI run (Vitest and Playwright JSON) into one closing line.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const r = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if ("numPassedTests" in r) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    console.log(`${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  } else if (r.stats) {
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
    console.log(`${file}: ${r.stats.expected + r.stats.flaky} passed, ${r.stats.unexpected} failed`);
  }
}
console.log(`ci: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
