// Closes a CI run (.ci/run): the time each step took, then the test reports of the run (Vitest and
// Playwright JSON) summed into one closing line. Usage: ci-summary.mjs DIR [SECONDS] [--steps-only]
// — DIR holds the reports (*.json) and steps.tsv (each step's start, in seconds since the run
// began, and its name); SECONDS is the run's time so far (the end of the last step). With
// --steps-only (a run that stopped on a failure) it prints the steps alone.
// Plain JavaScript that runs on any Node: .ci/run may call it before it has Node 24.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const stepsOnly = args.includes("--steps-only");
const [dir, endArg] = args.filter((a) => a !== "--steps-only");
const end = Number(endArg);

/** "7:05" (minutes:seconds), or "1:02:03" from an hour on. */
function clock(seconds) {
  const s = Math.max(0, Math.round(seconds));
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const two = (n) => String(n).padStart(2, "0");
  return h ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
}

/** The steps of steps.tsv with their durations (the last one ends at `end`). */
function stepTimes(text, endSeconds) {
  const starts = text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf("\t");
      return { start: Number(line.slice(0, tab)), name: line.slice(tab + 1) };
    });
  return starts.map((s, i) => ({
    name: s.name,
    seconds: (i + 1 < starts.length ? starts[i + 1].start : endSeconds) - s.start,
  }));
}

const stepsFile = dir ? path.join(dir, "steps.tsv") : "";
if (stepsFile && existsSync(stepsFile) && Number.isFinite(end)) {
  const steps = stepTimes(readFileSync(stepsFile, "utf8"), end);
  const width = Math.max(...steps.map((s) => s.name.length));
  console.log(stepsOnly ? "step times (the run stopped in the last one):" : "step times:");
  for (const s of steps) console.log(`  ${s.name.padEnd(width)}  ${clock(s.seconds).padStart(7)}`);
  console.log(`  ${"total".padEnd(width)}  ${clock(end).padStart(7)}`);
}
if (stepsOnly) process.exit(0);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
  : []) {
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
