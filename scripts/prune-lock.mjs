// Removes from package-lock.json the optional dependencies that have no entry in it: platform
// binaries for other systems (darwin, win32, android…) that the npm registry reachable from our
// machines does not serve. npm install leaves them out of the lock but keeps them referenced,
// and `npm ci` then refuses the lock ("Missing: … from lock file"). Run after `npm install`.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const present = new Set(Object.keys(lock.packages));
let removed = 0;

function resolves(from, name) {
  // Node resolution inside the lock: nested node_modules first, then each parent, then the root.
  let dir = from;
  for (;;) {
    if (present.has(`${dir ? `${dir}/` : ""}node_modules/${name}`)) return true;
    if (!dir) return false;
    const i = dir.lastIndexOf("/node_modules/");
    dir = i === -1 ? "" : dir.slice(0, i);
  }
}

for (const [at, entry] of Object.entries(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(at, name)) {
      delete entry.optionalDependencies[name];
      removed++;
    }
  }
  if (entry.optionalDependencies && !Object.keys(entry.optionalDependencies).length) delete entry.optionalDependencies;
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lock: removed ${removed} optional dependencies the registry does not serve`);
