// A server of the test's own on its own data directory (the client build is the one the suite
// built), for tests that need `npm run admin`: with the embedded database the command needs the
// database to itself, so the server is stopped for it and started again.
import { spawn, execFile, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

export async function startServer(env: Record<string, string>, base: string): Promise<ChildProcess> {
  const child = spawn("npx", ["tsx", "server/index.ts"], {
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: "ignore",
    detached: true,
  });
  const end = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    if (Date.now() > end || child.exitCode !== null) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once("exit", r));
  process.kill(-child.pid!, "SIGTERM");
  await done;
}

export interface OwnServer {
  base: string;
  /** `npm run admin -- grant EMAIL` (scripts/admin.ts) with the server stopped, then started again. */
  grantAdmin(email: string): Promise<string>;
  stop(): Promise<void>;
}

export async function ownServer(tag: string): Promise<OwnServer> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const env = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `taxidaki-e2e-${tag}-`)),
    PORT: String(port),
    PUBLIC_ORIGIN: base,
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    TRUST_PROXY: "true",
  };
  let server = await startServer(env, base);
  return {
    base,
    async grantAdmin(email) {
      await stopServer(server);
      try {
        const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/admin.ts", "grant", email], {
          env: { ...process.env, ...env },
        });
        return stdout;
      } finally {
        server = await startServer(env, base);
      }
    },
    stop: () => stopServer(server),
  };
}
