// `npm run dev`: the client with hot reload (React Router's Vite dev server) and the API server
// beside it, restarted on every change of its code (node --watch). Open the dev URL: the dev
// server answers the pages and proxies the server's own routes (/api, /go, /media, …; see
// vite.config.ts) to the API, so sign-in, deals and the rest work as on `npm start`.
//   PORT      the dev URL's port (default 5173)
//   API_PORT  the API server's port, on 127.0.0.1 (default 3001)
// Every other variable (DATABASE_URL, DATA_DIR, …) reaches the API server as with `npm start`.
// Outside production, a database with no live deal gets sample deals (server/deals/samples.ts).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT || 5173);
const apiPort = Number(process.env.API_PORT || 3001);
const devOrigin = `http://localhost:${port}`;
const apiOrigin = `http://127.0.0.1:${apiPort}`;
// The CLI's file as its package names it ("bin"; bin.js on React Router 7, bin.cjs on 8).
const devPackage = createRequire(import.meta.url).resolve("@react-router/dev/package.json");
const { bin } = JSON.parse(readFileSync(devPackage, "utf8"));
const reactRouterCli = path.join(path.dirname(devPackage), typeof bin === "string" ? bin : bin["react-router"]);

const api = spawn(process.execPath, ["--watch", "--watch-preserve-output", "server/index.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: "127.0.0.1",
    // Links in e-mails and the sign-in origin check name the address the browser uses.
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || devOrigin,
    SAMPLE_DEALS: process.env.SAMPLE_DEALS ?? (process.env.NODE_ENV === "production" ? "false" : "true"),
  },
});
const client = spawn(
  process.execPath,
  [reactRouterCli, "dev", "--port", String(port), "--strictPort", "--host", "localhost"],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DEV_API_ORIGIN: apiOrigin },
  },
);
console.log(`Taxidaki dev: open ${devOrigin} (client with hot reload; API on ${apiOrigin}, restarted on change)`);

const children = [api, client];
const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", r));
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  const force = setTimeout(() => children.forEach((c) => c.kill("SIGKILL")), 15_000);
  await Promise.all(children.map(exited));
  clearTimeout(force);
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
// One of them stopped on its own (a port in use, a crash): stop the other too.
for (const child of children) child.on("exit", (code) => void stop(code ?? 1));
