// .ci/run's closing note (scripts/ci-summary.mjs): each step's time, then the tests' one line.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function run(...args: string[]) {
  return spawnSync(process.execPath, ["scripts/ci-summary.mjs", ...args], {
    encoding: "utf8",
    cwd: process.cwd(),
    env: { ...process.env, NODE_OPTIONS: "" },
    input: "",
    timeout: 30_000,
  });
}

function results(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-ci-"));
  writeFileSync(path.join(dir, "steps.tsv"), "0\tsystem packages\n12\tnpm ci\n80\ttests on PGlite\n3690\tsummary\n");
  writeFileSync(
    path.join(dir, "unit-pglite.json"),
    JSON.stringify({ numPassedTests: 700, numFailedTests: 0, numPendingTests: 20, numTodoTests: 0 }),
  );
  writeFileSync(
    path.join(dir, "e2e.json"),
    JSON.stringify({ stats: { expected: 120, flaky: 1, unexpected: 0, skipped: 2 } }),
  );
  return dir;
}

describe("the CI summary", () => {
  it("prints each step's time, the total, then one line of passed and failed tests", () => {
    const dir = results();
    const r = run(dir, "3693");
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines.slice(0, 6).map((l) => l.trim().replace(/\s+/g, " "))).toEqual([
      "step times:",
      "system packages 0:12",
      "npm ci 1:08",
      "tests on PGlite 1:00:10",
      "summary 0:03",
      "total 1:01:33",
    ]);
    expect(lines.at(-1)).toBe("ci: 821 passed, 0 failed, 22 skipped");
  });

  it("after a failure prints the steps alone, and counts a failed test as a failed run", () => {
    const dir = results();
    const steps = run("--steps-only", dir, "100");
    expect(steps.status).toBe(0);
    expect(steps.stdout).toContain("step times (the run stopped in the last one):");
    expect(steps.stdout).not.toContain("ci:");
    writeFileSync(
      path.join(dir, "unit-postgres.json"),
      JSON.stringify({ numPassedTests: 300, numFailedTests: 2, numPendingTests: 0 }),
    );
    const r = run(dir, "3693");
    expect(r.status).toBe(1);
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe("ci: 1121 passed, 2 failed, 22 skipped");
  });
});
