// `npm start`: build the client when it is missing or older than its sources, then serve
// site + API on PORT (default 3000) with the embedded database (or DATABASE_URL).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "build/client/__spa-fallback.html");

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

// Everything the client build reads: the app, the code shared with the server, texts and assets.
const sources = ["app", "core", "content", "public"].map((d) => path.join(root, d)).filter(existsSync);
const configs = ["react-router.config.ts", "vite.config.ts", "tsconfig.json", "package-lock.json"].map((f) => path.join(root, f)).filter(existsSync);
const sourceTime = Math.max(...sources.map(newest), ...configs.map((f) => statSync(f).mtimeMs));
if (!existsSync(stamp) || statSync(stamp).mtimeMs < sourceTime) {
  console.log("Building the client (npm run build)…");
  // npm sets npm_execpath when it runs this script; `node scripts/start.mjs` falls back to npm on the PATH.
  const npm = process.env.npm_execpath;
  const r = npm ? spawnSync(process.execPath, [npm, "run", "build"], { cwd: root, stdio: "inherit" }) : spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Node 24 runs the server's TypeScript as it is (erasable syntax only: tsconfig's erasableSyntaxOnly).
await import(path.join(root, "server/index.ts"));
