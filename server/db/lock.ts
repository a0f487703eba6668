// The embedded database belongs to one process: a lock on its data directory.
import { mkdirSync } from "node:fs";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {}

/**
 * Takes the lock on `dir` (kept fresh while we run). A process killed with SIGKILL
 * leaves a lock that goes stale after `staleMs`; we wait that long before giving up.
 */
export async function lockDataDir(dir: string, staleMs = 4000): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: `${dir}/server.lock`,
      stale: staleMs,
      update: Math.floor(staleMs / 2),
      retries: { retries: Math.ceil(staleMs / 500) + 2, minTimeout: 500, maxTimeout: 500 },
      realpath: false,
    });
  } catch (err) {
    if ((err as { code?: string }).code === "ELOCKED") {
      throw new DataDirLockedError(
        `Another Taxidaki server is using the data directory ${dir}. Stop it first, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).`,
      );
    }
    throw err;
  }
}
