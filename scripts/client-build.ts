// When the client build is stale: missing, or older than anything the build reads. `npm start`
// (scripts/start.mjs) builds first when it is. Plain Node runs this file (erasable syntax only).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Everything the client build reads: the app, the code shared with the server, texts and assets… */
const SOURCE_DIRS = ["app", "core", "content", "public"];
/** …and the build's configuration and the installed packages. */
const CONFIG_FILES = ["react-router.config.ts", "vite.config.ts", "tsconfig.json", "package-lock.json"];
/** The build's last file: written when the build is complete. */
const BUILD_STAMP = "build/client/__spa-fallback.html";

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

/** True when the build under `root` is missing or older than one of its sources. */
export function clientBuildIsStale(root: string): boolean {
  const stamp = path.join(root, BUILD_STAMP);
  if (!existsSync(stamp)) return true;
  const dirs = SOURCE_DIRS.map((d) => path.join(root, d)).filter(existsSync);
  const files = CONFIG_FILES.map((f) => path.join(root, f)).filter(existsSync);
  const sourceTime = Math.max(0, ...dirs.map(newest), ...files.map((f) => statSync(f).mtimeMs));
  return statSync(stamp).mtimeMs < sourceTime;
}
