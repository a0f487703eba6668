// The embedded database's lock: one process per data directory, even when servers start together
// after a crash (both find the dead owner's lock).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { hostname } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lockDataDir, removeStaleLock, type LockInfo } from "./lock.ts";

const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;
const lockInfo = (pid: number, token: string): LockInfo => ({ pid, host: hostname(), token });

describe("the data directory lock", () => {
  it("takes over the lock of a process that is gone", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-lock-"));
    writeFileSync(path.join(dir, "taxidaki.lock"), JSON.stringify(lockInfo(deadPid(), "dead")));
    const release = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, "taxidaki.lock"), "utf8")).pid).toBe(process.pid);
    await release();
  });

  it("never removes a fresh lock that replaced the stale one it read", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-lock-"));
    const file = path.join(dir, "taxidaki.lock");
    const stale = lockInfo(deadPid(), "stale");
    // Another server took over between this one's read and its removal: its lock stays.
    writeFileSync(file, JSON.stringify(lockInfo(process.pid, "fresh")));
    removeStaleLock(file, stale, "me");
    expect(JSON.parse(readFileSync(file, "utf8")).token).toBe("fresh");
    // The stale lock itself goes.
    writeFileSync(file, JSON.stringify(stale));
    removeStaleLock(file, stale, "me");
    expect(() => readFileSync(file)).toThrow();
  });

  it("lets exactly one of several servers starting together over a crashed one's lock through", { timeout: 60_000 }, async () => {
    const lockModule = fileURLToPath(new URL("./lock.ts", import.meta.url));
    for (let round = 0; round < 3; round++) {
      const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-lock-race-"));
      writeFileSync(path.join(dir, "taxidaki.lock"), JSON.stringify(lockInfo(deadPid(), "dead")));
      const child = path.join(dir, "child.mts");
      writeFileSync(
        child,
        `import { lockDataDir } from ${JSON.stringify(lockModule)};
let lost = false;
// Every child starts at the same instant, so their reads of the stale lock overlap.
while (Date.now() < Number(process.env.START_AT)) {}
try {
  const release = await lockDataDir(${JSON.stringify(dir)}, { checkEveryMs: 50, onCompromised: () => (lost = true) });
  await new Promise((r) => setTimeout(r, 1500));
  console.log(lost ? "lost" : "kept");
  await release();
} catch { console.log("refused"); }
`,
      );
      const env = { ...process.env, START_AT: String(Date.now() + 4000) };
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () =>
          new Promise<string>((resolve) => {
            const p = spawn(process.execPath, ["--import", "tsx", child], { env, stdio: ["ignore", "pipe", "inherit"] });
            let out = "";
            p.stdout.on("data", (d) => (out += d));
            p.on("exit", () => resolve(out.trim()));
          }),
        ),
      );
      expect(outcomes.filter((o) => o === "kept"), `round ${round}: ${outcomes.join(",")}`).toHaveLength(1);
      expect(outcomes.filter((o) => o === "refused")).toHaveLength(5);
    }
  });
});
