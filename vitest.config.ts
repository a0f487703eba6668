import { globSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const allTests = ["**/*.test.ts", "**/*.test.tsx"];
const notTests = ["node_modules/**", "build/**", "tests/e2e/**", "android/**", "ios/**"];

/**
 * The test files that touch the database or Redis (the server test harness, PGlite or pg, the
 * worker database, a server process, Redis): the project `database`. CI runs every project on
 * PGlite, then this one again on PostgreSQL + Redis (`vitest run --project database`, .ci/run).
 * The server's tests, less those that never open a database. tests/structure/database-pass.test.ts
 * fails when a file that touches one is left out of it.
 */
export const databaseTests = {
  include: ["server/**/*.test.ts"],
  exclude: [
    "server/config.test.ts",
    "server/db/lock.test.ts",
    "server/deals/messages.test.ts",
    "server/deals/deal-rules.test.ts",
    "server/http/client-ip.test.ts",
    "server/http/device-class.test.ts",
    "server/http/session-memo.test.ts",
    "server/mail/templates.test.ts",
    "server/mail/transport.test.ts",
  ],
};

/** The files of the `database` project; the project `unit` runs every other test file. */
export const databaseFiles = globSync(databaseTests.include, { exclude: [...notTests, ...databaseTests.exclude] });

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // At least two files at once, also on a two-core machine (Vitest's default there is one): the
    // tests spend much of their time waiting on the servers, databases and sockets they start.
    // Each worker has a database of its own (server/test/worker-database.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "database",
          include: databaseTests.include,
          exclude: [...notTests, ...databaseTests.exclude],
          // A migrated database per run; on PostgreSQL a copy of it per worker.
          globalSetup: ["./server/test/global-setup.ts"],
          setupFiles: ["./server/test/worker-database.ts"],
        },
      },
      {
        test: {
          name: "unit",
          include: allTests,
          exclude: [...notTests, ...databaseFiles],
        },
      },
    ],
  },
});
