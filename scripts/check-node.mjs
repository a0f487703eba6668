// Runs first in every npm script that needs Node 24 (package.json): on an older Node it prints one
// line saying which Node it found, which one the project needs (package.json `engines`, `.nvmrc`)
// and how to get it, then exits 1. Plain JavaScript that any Node since 12 parses: it must speak
// where the rest of the project cannot even start (on Node 20 the server dies on its `.ts` files).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** [major, minor, patch] of "v24.11.0", "24.11" or "24". */
function parseVersion(v) {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(v).trim());
  return m ? [Number(m[1]), Number(m[2] || 0), Number(m[3] || 0)] : null;
}

function atLeast(have, need) {
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i] > need[i];
  return true;
}

/**
 * The one-line message for a Node that is too old, or null when `version` will do.
 * `engines`: package.json's engines.node (">=24.11"); `nvmrc`: the contents of .nvmrc ("24").
 */
export function nodeVersionProblem({ version, engines, nvmrc, platform, arch, execPath }) {
  const floor = parseVersion(String(engines || "").replace(/^\s*>=\s*/, "")) || parseVersion(nvmrc);
  const have = parseVersion(version);
  if (!floor || (have && atLeast(have, floor))) return null;
  const major = String(nvmrc || floor[0]).trim();
  const wanted = engines ? `${engines.trim()} (package.json engines; .nvmrc: ${major})` : major;
  // The official binary is published on the npm registry as node-<platform>-<arch> (.ci/run uses it).
  const os = platform === "win32" ? "win" : platform;
  const pkg = `node-${os}-${arch}@${major}`;
  const dir = `~/.cache/taxidaki/node-${major}`;
  const bin = `${dir}/node_modules/node-${os}-${arch}/bin`;
  return (
    `Taxidaki needs Node.js ${wanted}, but this is Node ${version} (${execPath}). ` +
    `Get it with nvm: \`nvm install ${major} && nvm use ${major}\`, or from the npm registry as .ci/run does: ` +
    `\`npm install --prefix ${dir} --no-save ${pkg} && export PATH=${bin}:$PATH\`, then run the command again.`
  );
}

const self = fileURLToPath(import.meta.url);
if (process.argv[1] && path.resolve(process.argv[1]) === self) {
  const root = path.join(path.dirname(self), "..");
  const read = (file) => {
    try {
      return readFileSync(path.join(root, file), "utf8");
    } catch {
      return "";
    }
  };
  let engines = "";
  try {
    engines = (JSON.parse(read("package.json")).engines || {}).node || "";
  } catch {
    /* no engines: .nvmrc alone */
  }
  const problem = nodeVersionProblem({
    version: process.version,
    engines,
    nvmrc: read(".nvmrc").trim(),
    platform: process.platform,
    arch: process.arch,
    execPath: process.execPath,
  });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
