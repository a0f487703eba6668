// `npm start`: build the client when it is missing or older than its sources, then serve
// site + API on PORT (default 3000) with the embedded database (or DATABASE_URL).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clientBuildIsStale } from "./client-build.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (clientBuildIsStale(root)) {
  console.log("Building the client (npm run build)…");
  // npm sets npm_execpath when it runs this script; `node scripts/start.mjs` falls back to npm on the PATH.
  const npm = process.env.npm_execpath;
  const r = npm
    ? spawnSync(process.execPath, [npm, "run", "build"], { cwd: root, stdio: "inherit" })
    : spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Outside production, a database with no live deal gets a few sample deals (server/deals/samples.ts).
if (process.env.NODE_ENV !== "production") process.env.SAMPLE_DEALS ??= "true";

// Node 24 runs the server's TypeScript as it is (erasable syntax only: tsconfig's erasableSyntaxOnly).
await import(path.join(root, "server/index.ts"));
