// The embedded database belongs to one process: a lock file in its data directory, created
// atomically (O_EXCL) and holding the owner's pid and host. Another server never takes over a lock
// whose owner is alive, however long that owner was paused (SIGSTOP, GC, laptop sleep): only a
// lock whose process is gone (crash, SIGKILL) is replaced. The owner checks now and then that the
// lock is still its own; if not, it must stop at once without writing (onCompromised).
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {}

export interface LockInfo {
  pid: number;
  host: string;
  token: string;
}

const lockPath = (dir: string) => path.join(dir, "taxidaki.lock");

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as Partial<LockInfo>;
    if (typeof info.pid === "number" && typeof info.host === "string" && typeof info.token === "string") return info as LockInfo;
  } catch {
    /* missing, half-written or not ours */
  }
  return null;
}

/** Whether process `pid` exists (a stopped process counts as alive). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes a stale lock — but only that one. Two servers starting together after a crash both see
 * the dead owner's lock; a plain delete by the slower one would remove the faster one's fresh lock.
 * So the file is first moved aside (atomic: one mover wins per file) and checked: if what was moved
 * is not the stale lock, a newer server already replaced it, and it is put back untouched.
 */
export function removeStaleLock(file: string, stale: LockInfo, myToken: string): void {
  const aside = `${file}.stale-${myToken}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return; // someone else removed it
    throw err;
  }
  const moved = readLock(aside);
  if (moved?.token !== stale.token) {
    try {
      linkSync(aside, file); // back in place; fails only if yet another server took the place
    } catch {
      /* the owner of `moved` finds its lock gone at its next check and stops without writing */
    }
  }
  rmSync(aside, { force: true });
}

const lockedMessage = (dir: string, owner: string) =>
  `Another Taxidaki server is using the data directory ${dir} (${owner}). Stop it first, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).`;

/**
 * Takes the lock on `dir`, or throws DataDirLockedError. `onCompromised` runs (once) when the lock
 * file no longer names this process: the caller must stop serving immediately.
 */
export async function lockDataDir(
  dir: string,
  opts: { onCompromised?: (reason: string) => void; checkEveryMs?: number } = {},
): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const file = lockPath(dir);
  const me: LockInfo = { pid: process.pid, host: hostname(), token: `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}` };

  let acquired = false;
  for (let attempt = 0; attempt < 3 && !acquired; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      acquired = true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = readLock(file);
      if (!owner) {
        if (attempt > 0) {
          // Not a lock we can read (old format or a writer that died mid-write): refuse, clearly.
          throw new DataDirLockedError(`${lockedMessage(dir, "unreadable lock")} If no server runs, delete ${file}.`);
        }
        await new Promise((r) => setTimeout(r, 200)); // maybe being written right now
        continue;
      }
      if (owner.host !== me.host) throw new DataDirLockedError(lockedMessage(dir, `pid ${owner.pid} on ${owner.host}`));
      if (owner.pid !== process.pid && isAlive(owner.pid)) throw new DataDirLockedError(lockedMessage(dir, `pid ${owner.pid}`));
      // The owner is gone (crashed or killed): its lock is stale.
      removeStaleLock(file, owner, me.token);
    }
  }
  if (!acquired || readLock(file)?.token !== me.token) throw new DataDirLockedError(lockedMessage(dir, "lock contended"));

  let released = false;
  let compromised = false;
  const check = setInterval(() => {
    if (released || compromised) return;
    const now = readLock(file);
    if (now?.token !== me.token) {
      compromised = true;
      clearInterval(check);
      opts.onCompromised?.(now ? `the lock now belongs to pid ${now.pid}` : "the lock file was removed");
    }
  }, opts.checkEveryMs ?? 1000);
  check.unref();

  return async () => {
    if (released) return;
    released = true;
    clearInterval(check);
    if (readLock(file)?.token === me.token) rmSync(file, { force: true });
  };
}
