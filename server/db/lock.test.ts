// The embedded database's lock: one process per data directory, even when servers start together
// after a crash (both find the dead owner's lock).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { hostname } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { currentLockFile, hostIdentity, lockDataDir, type LockInfo } from "./lock.ts";

const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;
const lockInfo = (pid: number, token: string): LockInfo => ({ pid, host: hostname(), token });

describe("the data directory lock", () => {
  const newDir = () => mkdtempSync(path.join(tmpdir(), "taxidaki-lock-"));
  const owner = (dir: string) => JSON.parse(readFileSync(currentLockFile(dir)!, "utf8")) as LockInfo;

  it("takes over the lock of a process that is gone, and passes it on at once once released", async () => {
    const dir = newDir();
    writeFileSync(path.join(dir, "taxidaki.lock"), JSON.stringify(lockInfo(deadPid(), "dead")));
    const release = await lockDataDir(dir);
    expect(owner(dir).pid).toBe(process.pid);
    expect(readdirSync(dir)).toEqual(["taxidaki.lock.1"]); // the dead owner's file is cleared
    await release();
    expect(owner(dir).released).toBe(true);
    const again = await lockDataDir(dir);
    expect(owner(dir).pid).toBe(process.pid);
    expect(owner(dir).released).toBeUndefined();
    expect(readdirSync(dir)).toEqual(["taxidaki.lock.2"]);
    await again();
  });

  it("never takes the lock of a live owner, whatever older files lie around, and touches nothing", async () => {
    const dir = newDir();
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      const files = {
        "taxidaki.lock": JSON.stringify(lockInfo(deadPid(), "dead-0")),
        "taxidaki.lock.3": JSON.stringify(lockInfo(deadPid(), "dead-3")),
        "taxidaki.lock.7": JSON.stringify(lockInfo(sleeper.pid!, "alive-7")),
      };
      for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
      await expect(lockDataDir(dir)).rejects.toThrow(
        new RegExp(`Another Taxidaki server is using the data directory .*pid ${sleeper.pid}`),
      );
      for (const [name, body] of Object.entries(files)) expect(readFileSync(path.join(dir, name), "utf8")).toBe(body);
      expect(readdirSync(dir).sort()).toEqual(Object.keys(files).sort());
    } finally {
      sleeper.kill();
    }
  });

  it("takes over, after a few silent seconds, the lock of another host whose owner no longer touches it (a recreated container)", async () => {
    const dir = newDir();
    // The old container's server: pid 1 on a host that no longer exists, its lock untouched since.
    writeFileSync(path.join(dir, "taxidaki.lock.4"), JSON.stringify({ pid: 1, host: "old-container", token: "old" }));
    const t0 = Date.now();
    const release = await lockDataDir(dir, { checkEveryMs: 200 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    expect(owner(dir)).toMatchObject({ pid: process.pid, host: hostname() });
    expect(readdirSync(dir)).toEqual(["taxidaki.lock.5"]);
    await release();
  });

  it("never takes the lock of another host's owner that still touches it", async () => {
    const dir = newDir();
    const file = path.join(dir, "taxidaki.lock.2");
    const body = JSON.stringify({ pid: 1, host: "other-host", token: "alive" });
    writeFileSync(file, body);
    // That owner's heartbeat, every 200 ms.
    const beat = setInterval(() => utimesSync(file, new Date(), new Date()), 200);
    try {
      await expect(lockDataDir(dir, { checkEveryMs: 200 })).rejects.toThrow(
        /Another Taxidaki server is using the data directory .*pid 1 on other-host/,
      );
      expect(readFileSync(file, "utf8")).toBe(body);
      expect(readdirSync(dir)).toEqual(["taxidaki.lock.2"]);
    } finally {
      clearInterval(beat);
    }
  });

  it(
    "never takes the lock of a live owner paused on this host since the host was renamed (issue 37)",
    { timeout: 30_000 },
    async () => {
      const dir = newDir();
      // A real server's lock: taken by a process of its own, which is then stopped (SIGSTOP) and
      // touches nothing any more.
      const lockTs = fileURLToPath(new URL("./lock.ts", import.meta.url));
      const owner = spawn(
        process.execPath,
        [
          "-e",
          `import(${JSON.stringify(lockTs)}).then(m => m.lockDataDir(${JSON.stringify(dir)}, { checkEveryMs: 200 })).then(() => console.log("locked"))`,
        ],
        {
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      try {
        await new Promise<void>((resolve, reject) => {
          owner.stdout!.on("data", (d) => String(d).includes("locked") && resolve());
          owner.on("exit", (code) => reject(new Error(`owner exited ${code}`)));
        });
        owner.kill("SIGSTOP");
        // The host was renamed after the lock was written: the file still names the old name.
        const file = currentLockFile(dir)!;
        const written = JSON.parse(readFileSync(file, "utf8")) as LockInfo;
        expect(written).toMatchObject({ pid: owner.pid, host: hostname(), hostId: hostIdentity() });
        writeFileSync(file, JSON.stringify({ ...written, host: `${hostname()}-before-rename` }));
        // Long past three silent heartbeats: its pid is checked here, and it lives.
        await expect(lockDataDir(dir, { checkEveryMs: 200 })).rejects.toThrow(
          new RegExp(`Another Taxidaki server is using the data directory .*pid ${owner.pid}\\)`),
        );
        expect(currentLockFile(dir)).toBe(file);
        expect(JSON.parse(readFileSync(file, "utf8")).token).toBe(written.token);
      } finally {
        owner.kill("SIGKILL");
      }
    },
  );

  it("tells hosts apart by their boot and pid namespace, not by name: a same-named host's silent lock is taken over", async () => {
    const dir = newDir();
    // Another container with the same host name (compose names them alike): pid 1 there is not pid 1 here.
    writeFileSync(
      path.join(dir, "taxidaki.lock.3"),
      JSON.stringify({
        pid: 1,
        host: hostname(),
        hostId: "boot:00000000-0000-0000-0000-000000000000 pid:[1]",
        token: "other",
      }),
    );
    const release = await lockDataDir(dir, { checkEveryMs: 200 });
    expect(owner(dir)).toMatchObject({ pid: process.pid, hostId: hostIdentity() });
    expect(readdirSync(dir)).toEqual(["taxidaki.lock.4"]);
    await release();
    // This host's identity is its boot and pid namespace, which a rename does not change.
    expect(hostIdentity()).toMatch(/^boot:[0-9a-f-]{36} pid:\[\d+\]$/);
  });

  it("touches its own lock while it holds it (the heartbeat another host reads)", async () => {
    const dir = newDir();
    const release = await lockDataDir(dir, { checkEveryMs: 100 });
    const file = currentLockFile(dir)!;
    const before = statSync(file).mtimeMs;
    await new Promise((r) => setTimeout(r, 400));
    expect(statSync(file).mtimeMs).toBeGreaterThan(before);
    await release();
  });

  it("tells its owner at once when a newer lock or another token replaces its own", async () => {
    for (const steal of [
      (dir: string) => writeFileSync(path.join(dir, "taxidaki.lock.2"), JSON.stringify(lockInfo(process.pid, "newer"))),
      (dir: string) => writeFileSync(currentLockFile(dir)!, JSON.stringify(lockInfo(process.pid, "other"))),
    ]) {
      const dir = newDir();
      let reason = "";
      const release = await lockDataDir(dir, { checkEveryMs: 20, onCompromised: (r) => (reason = r) });
      steal(dir);
      await new Promise((r) => setTimeout(r, 200));
      expect(reason).not.toBe("");
      const before = readFileSync(currentLockFile(dir)!, "utf8");
      await release(); // not its own any more: left alone
      expect(readFileSync(currentLockFile(dir)!, "utf8")).toBe(before);
    }
  });

  it(
    "lets exactly one of several servers starting together over a crashed one's lock through",
    { timeout: 60_000 },
    async () => {
      const lockModule = fileURLToPath(new URL("./lock.ts", import.meta.url));
      for (let round = 0; round < 3; round++) {
        const dir = mkdtempSync(path.join(tmpdir(), "taxidaki-lock-race-"));
        // A crashed owner's old single file, a crashed owner's generation, a released generation.
        const [name, info] = [
          ["taxidaki.lock", lockInfo(deadPid(), "dead")],
          ["taxidaki.lock.4", lockInfo(deadPid(), "dead")],
          ["taxidaki.lock.9", { ...lockInfo(process.pid, "let go"), released: true }],
        ][round] as [string, LockInfo];
        writeFileSync(path.join(dir, name), JSON.stringify(info));
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
          Array.from(
            { length: 6 },
            () =>
              new Promise<string>((resolve) => {
                const p = spawn(process.execPath, ["--import", "tsx", child], {
                  env,
                  stdio: ["ignore", "pipe", "inherit"],
                });
                let out = "";
                p.stdout.on("data", (d) => (out += d));
                p.on("exit", () => resolve(out.trim()));
              }),
          ),
        );
        expect(
          outcomes.filter((o) => o === "kept"),
          `round ${round}: ${outcomes.join(",")}`,
        ).toHaveLength(1);
        expect(outcomes.filter((o) => o === "refused")).toHaveLength(5);
      }
    },
  );
});
