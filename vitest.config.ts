import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "build/**", "tests/e2e/**", "android/**", "ios/**"],
    environment: "node",
    globalSetup: ["./server/test/global-setup.ts"],
    setupFiles: ["./server/test/worker-database.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // At least two files at once, also on a two-core machine (Vitest's default there is one): the
    // tests spend much of their time waiting on the servers, databases and sockets they start.
    // Each worker has a database of its own (server/test/worker-database.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
