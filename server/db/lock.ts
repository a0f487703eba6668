// The embedded database belongs to one process: a lock file in its data directory holding the
// owner's pid, host and a token. Another server never takes over a lock whose owner is alive,
// however long that owner was paused (SIGSTOP, GC, laptop sleep): only a lock whose process is gone
// (crash, SIGKILL) or that its owner released is replaced. The owner checks now and then that the
// lock is still its own; if not, it must stop at once without writing (onCompromised).
//
// Which host wrote a lock is told by the kernel's boot id and the pid namespace (Linux), else the
// machine id, never by the host name alone: a host renamed while its server was paused is still
// the host whose pids mean something here, and two containers that share a volume and a name are
// not (issue 37: a new process on a renamed host took the lock of a live, SIGSTOPped owner).
// An owner on another host (a container recreated with the same volume: a new pid namespace,
// often a new name) cannot be asked whether it lives. Every owner touches its lock file each time it
// checks it (every second); a lock of another host that stays untouched for three checks' time
// belongs to no running server and is taken over. Were that owner only paused, it finds the lock
// gone at its next check and stops without writing (onCompromised).
//
// Generations, so that a lock is never deleted while it may be in force: the lock is the file
// `taxidaki.lock.<n>` with the highest n (`taxidaki.lock`, the older single file, counts as n = 0).
// To take over from a dead or released owner of n, a server creates n + 1 — atomically, complete,
// and only if absent (link(2)) — so of several servers starting together after a crash exactly one
// can create it. It then checks that no higher generation exists; only then does it hold the lock
// and clear the older files. The highest file is never removed (release marks it released), so
// a server that read an old listing can at most create a lower file, which it finds outranked.
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {}

export interface LockInfo {
  pid: number;
  /** The host's name, for people reading the file and the messages. */
  host: string;
  /**
   * Where the pid means something (see hostIdentity); absent in files of earlier versions, which are told by `host`.
   */
  hostId?: string;
  token: string;
  /** Set by the owner when it let go: the next server may take over at once. */
  released?: boolean;
}

const LOCK = "taxidaki.lock";
const generationFile = (dir: string, n: number) => path.join(dir, n === 0 ? LOCK : `${LOCK}.${n}`);

/** The lock generations among the names of a directory's entries, highest first. */
function generationsIn(names: string[]): number[] {
  const found: number[] = [];
  for (const name of names) {
    if (name === LOCK) found.push(0);
    else if (name.startsWith(`${LOCK}.`) && /^[1-9]\d{0,14}$/.test(name.slice(LOCK.length + 1)))
      found.push(Number(name.slice(LOCK.length + 1)));
  }
  return found.sort((a, b) => b - a);
}

/** The lock generations present in `dir`, highest first. */
const generations = (dir: string) => generationsIn(readdirSync(dir));

/** The file that holds the lock on `dir` now (the highest generation), if any. */
export function currentLockFile(dir: string): string | null {
  const top = generations(dir)[0];
  return top === undefined ? null : generationFile(dir, top);
}

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as Partial<LockInfo>;
    if (typeof info.pid === "number" && typeof info.host === "string" && typeof info.token === "string")
      return info as LockInfo;
  } catch {
    /* missing, half-written (only the old single file could be) or not ours */
  }
  return null;
}

const readTrimmed = (file: string) => {
  try {
    return readFileSync(file, "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
};

/**
 * Where a pid names the same process as here: this boot of this kernel and this pid namespace
 * (Linux: /proc/sys/kernel/random/boot_id and /proc/self/ns/pid; containers on one host share the
 * boot id, not the namespace). Elsewhere the machine id (/etc/machine-id), else the host name.
 * A rename changes none of the first two; a reboot or a new container changes them.
 */
export function hostIdentity(): string {
  const boot = readTrimmed("/proc/sys/kernel/random/boot_id");
  if (boot) {
    let ns = "";
    try {
      ns = readlinkSync("/proc/self/ns/pid");
    } catch {
      /* no namespaces shown: the boot alone */
    }
    return `boot:${boot}${ns ? ` ${ns}` : ""}`;
  }
  const machine = readTrimmed("/etc/machine-id") ?? readTrimmed("/var/lib/dbus/machine-id");
  return machine ? `machine:${machine}` : `name:${hostname()}`;
}

/** Whether a lock was written where its pid can be checked from here. */
const sameHost = (owner: LockInfo, me: LockInfo) =>
  owner.hostId !== undefined ? owner.hostId === me.hostId : owner.host === me.host;

/** Whether process `pid` exists (a stopped process counts as alive). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Writes `info` to a private temporary file in `dir` and returns its path. */
function writeTemp(dir: string, info: LockInfo): string {
  const temp = path.join(dir, `${LOCK}.tmp-${info.token}`);
  const fd = openSync(temp, "w", 0o600);
  try {
    writeSync(fd, JSON.stringify(info));
  } finally {
    closeSync(fd);
  }
  return temp;
}

/** Removes the files below generation `held`, and temporary files left by crashed starts. */
function clearOlder(dir: string, held: number): void {
  const names = readdirSync(dir);
  for (const n of generationsIn(names)) if (n < held) rmSync(generationFile(dir, n), { force: true });
  for (const name of names) {
    if (!name.startsWith(`${LOCK}.tmp-`)) continue;
    const file = path.join(dir, name);
    try {
      if (Date.now() - statSync(file).mtimeMs > 60_000) rmSync(file, { force: true });
    } catch {
      /* gone already */
    }
  }
}

/** Whether `file` is touched (its mtime moves) within `ms`: its owner, on another host, runs. */
async function touchedWithin(file: string, ms: number): Promise<boolean> {
  const mtime = () => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return -1;
    }
  };
  const first = mtime();
  for (const until = Date.now() + ms; Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 100));
    if (mtime() !== first) return true;
  }
  return false;
}

const lockedMessage = (dir: string, owner: string) =>
  `Another Taxidaki server is using the data directory ${dir} (${owner}). Stop it first, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).`;

/**
 * Takes the lock on `dir`, or throws DataDirLockedError. `onCompromised` runs (once) when the lock
 * no longer names this process: the caller must stop serving immediately.
 */
export async function lockDataDir(
  dir: string,
  opts: { onCompromised?: (reason: string) => void; checkEveryMs?: number } = {},
): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const checkEveryMs = opts.checkEveryMs ?? 1000;
  // Three of an owner's checks (each touches its lock) with no touch: no owner runs.
  const silentMs = 3 * checkEveryMs + 500;
  const me: LockInfo = {
    pid: process.pid,
    host: hostname(),
    hostId: hostIdentity(),
    token: `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };

  let held: number | null = null;
  let unreadableSeen = false;
  for (let attempt = 0; attempt < 8 && held === null; attempt++) {
    const top = generations(dir)[0];
    if (top !== undefined) {
      const file = generationFile(dir, top);
      const owner = readLock(file);
      if (!owner) {
        // Not a lock we can read (a foreign file, or an old single lock file whose writer died
        // mid-write): refuse, clearly — after one wait in case that old writer is writing now.
        if (unreadableSeen)
          throw new DataDirLockedError(`${lockedMessage(dir, "unreadable lock")} If no server runs, delete ${file}.`);
        unreadableSeen = true;
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      if (!owner.released) {
        if (!sameHost(owner, me)) {
          // Its pid means nothing here: only its heartbeat tells.
          if (await touchedWithin(file, silentMs))
            throw new DataDirLockedError(lockedMessage(dir, `pid ${owner.pid} on ${owner.host}`));
        } else if (owner.pid !== process.pid && isAlive(owner.pid))
          throw new DataDirLockedError(lockedMessage(dir, `pid ${owner.pid}`));
      }
      // The owner is gone (crashed or killed) or let go: the lock passes to the next generation.
    }
    const next = (top ?? 0) + 1;
    const temp = writeTemp(dir, me);
    try {
      linkSync(temp, generationFile(dir, next));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      continue; // another server created it first: look again (its owner is alive now)
    } finally {
      rmSync(temp, { force: true });
    }
    // Created; but a server that had read an older listing may have gone higher meanwhile.
    if (generations(dir)[0] === next) held = next;
    else rmSync(generationFile(dir, next), { force: true }); // outranked: never the lock, safe to remove
  }
  if (held === null) throw new DataDirLockedError(lockedMessage(dir, "lock contended"));
  const mine = generationFile(dir, held);
  clearOlder(dir, held);

  const stillMine = (): string | null => {
    const top = generations(dir)[0];
    if (top !== held)
      return top === undefined ? "the lock file was removed" : `a newer lock (${generationFile(dir, top)}) was taken`;
    const now = readLock(mine);
    if (now?.token !== me.token) return now ? `the lock now belongs to pid ${now.pid}` : "the lock file was removed";
    return null;
  };

  let released = false;
  let compromised = false;
  const check = setInterval(() => {
    if (released || compromised) return;
    const reason = stillMine();
    if (reason) {
      compromised = true;
      clearInterval(check);
      opts.onCompromised?.(reason);
      return;
    }
    // The heartbeat a server on another host reads (see above).
    try {
      const now = new Date();
      utimesSync(mine, now, now);
    } catch {
      /* gone: the next check reports it */
    }
  }, checkEveryMs);
  check.unref();

  return async () => {
    if (released) return;
    released = true;
    clearInterval(check);
    if (stillMine()) return; // not ours any more: leave it to its owner
    // Marked, not removed: the highest generation must stay so the numbering only goes up.
    renameSync(writeTemp(dir, { ...me, released: true }), mine);
  };
}
