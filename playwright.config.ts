import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/** A free TCP port, picked once by the main process (workers inherit it through the env). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
// The account flows read real mail: a local SMTP sink (tests/e2e/mail-sink.setup.ts) on a fixed port.
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_DIR ??= path.join(tmpdir(), `taxidaki-e2e-mail-${port}`);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  globalSetup: "./tests/e2e/mail-sink.setup.ts",
  // Three browsers at once, also on the two-core CI machine: the tests wait on the server, the
  // network and timers much of the time. Measured in docs/benchmarks.md (issue 36): the whole
  // suite in 11.1 min with three against 14.3 min with two, both green.
  workers: 3,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  // A first client-rendered page (the search engine, the account screens) can take more than 7 s
  // to appear on a loaded two-core CI machine; a wrong page still fails, only later.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // Every page registers the service worker after its load (decision 037), which then fetches the
    // whole site into its cache: blocked here, so that a test's fresh browser does not do that each
    // time; the offline tests allow it (tests/e2e/offline.test.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // Builds the client (unless E2E_BUILT says the caller just did, as .ci/run does) and starts our
    // server with a throw-away data directory.
    command: `${process.env.E2E_BUILT ? "" : "npm run build && "}DATA_DIR="$(mktemp -d)" PORT=${port} PUBLIC_ORIGIN=${baseURL} SMTP_URL=smtp://127.0.0.1:${process.env.E2E_SMTP_PORT} TRUST_PROXY=true LOG_LEVEL=warn npx tsx server/index.ts`,
    url: `${baseURL}/home`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
