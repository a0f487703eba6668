// What the operator's command-line tools share: the database the server would use (taking the
// embedded database's lock, so they never run beside a server on the same PGlite directory).
import path from "node:path";
import { loadConfig, type Config } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { DataDirLockedError, lockDataDir } from "../db/lock.ts";

export async function openCliDatabase(): Promise<{ config: Config; database: Database; close(): Promise<void> }> {
  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR);
  let unlock: (() => Promise<void>) | undefined;
  if (!config.DATABASE_URL) {
    try {
      unlock = await lockDataDir(dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        throw new Error(
          `${err.message}\nThe embedded database serves one process: stop the server, or use the console at /admin.`,
          { cause: err },
        );
      }
      throw err;
    }
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
  return {
    config,
    database,
    async close() {
      await database.close();
      await unlock?.();
    },
  };
}

/**
 * Resolves once everything written to `stream` so far has left the process (or the stream failed, e.g. a closed pipe).
 */
const flushed = (stream: NodeJS.WriteStream) => new Promise<void>((resolve) => stream.write("", () => resolve()));

/**
 * Runs a command's main(argv) and exits with its code once its output is written; an unexpected
 * error prints its message and exits 1. Exiting at once would drop what a pipe has not taken yet
 * (issue 37: the import preview was cut at 64 kB when stdout was a pipe).
 */
export function runCli(main: (argv: string[]) => Promise<number>): void {
  const exit = async (code: number) => {
    process.exitCode = code;
    await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
    process.exit(code);
  };
  main(process.argv.slice(2)).then(exit, (err) => {
    console.error(err instanceof Error ? err.message : err);
    return exit(1);
  });
}
