// CI runs the project `database` a second time, on PostgreSQL + Redis (vitest.config.ts, .ci/run).
// A test file that touches a database or Redis but is left out of that project would only ever run
// on PGlite: this test finds each such file by what it imports and fails naming it.
import { existsSync, globSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseFiles, databaseTests } from "../../vitest.config.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Packages that open a database or a Redis connection. */
const DATABASE_PACKAGES =
  /^(pg|ioredis|@electric-sql\/pglite|pg-boss|drizzle-orm\/node-postgres|drizzle-orm\/pglite)(\/|$)/;
/**
 * In test code (test files, server/test/, tests/): reading the database or Redis the run was given,
 * or starting the server as a process (it opens DATABASE_URL, or PGlite).
 */
const DATABASE_IN_TESTS = /process\.env\.(DATABASE_URL|REDIS_URL)\b|["'`]server\/index\.ts["'`]/;
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  file.startsWith(path.join(root, "server/test/")) ||
  file.startsWith(path.join(root, "tests/"));
const ALIASES: Record<string, string> = { "~/": "app/", "~core/": "core/", "~content/": "content/" };
/** Value imports and re-exports (not `import type`), static and dynamic. */
const IMPORTS =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveLocal(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  const base = spec.startsWith(".")
    ? path.resolve(path.dirname(from), spec)
    : alias
      ? path.join(root, ALIASES[alias]!, spec.slice(alias.length))
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    `${base}.js`,
    path.join(base, "index.ts"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Why `file` touches a database or Redis — the chain of imports to the first thing that does — or
 * null. Follows the local value imports of the file, of the test helpers and of the code they load.
 */
function databaseUse(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const text = readFileSync(file, "utf8");
  const direct = isTestCode(file) ? DATABASE_IN_TESTS.exec(text) : null;
  if (direct) return [path.relative(root, file), direct[0]];
  for (const m of text.matchAll(IMPORTS)) {
    if (m[1]) continue; // import type: nothing runs
    const spec = (m[2] ?? m[3])!;
    if (DATABASE_PACKAGES.test(spec)) return [path.relative(root, file), spec];
    const local = resolveLocal(file, spec);
    if (!local || local.includes(`${path.sep}node_modules${path.sep}`)) continue;
    const chain = databaseUse(local, seen);
    if (chain) return [path.relative(root, file), ...chain];
  }
  return null;
}

const testFiles = globSync(["**/*.test.ts", "**/*.test.tsx"], {
  cwd: root,
  exclude: ["node_modules/**", "build/**", "tests/e2e/**", "android/**", "ios/**"],
}).sort();

describe("the PostgreSQL + Redis pass", () => {
  it("includes every test file that touches a database or Redis", () => {
    const inPass = new Set(databaseFiles);
    const missing = testFiles
      .map((file) => ({ file, chain: databaseUse(path.join(root, file)) }))
      .filter(({ file, chain }) => chain && !inPass.has(file))
      .map(({ file, chain }) => `${file} (${chain!.join(" → ")}): add it to databaseTests in vitest.config.ts`);
    expect(missing).toEqual([]);
  });

  it("leaves out only files that touch neither (each exclusion is checked)", () => {
    const wrong = databaseTests.exclude.filter(
      (file) => !existsSync(path.join(root, file)) || databaseUse(path.join(root, file)),
    );
    expect(wrong).toEqual([]);
    // The project is not empty, and the harness's users are in it.
    expect(databaseFiles).toContain("server/routes/auth.test.ts");
    expect(databaseFiles).toContain("server/process.test.ts");
  });

  it("finds a database test by its imports, however indirect, and not a pure one", () => {
    const dir = mkdtempSync(path.join(root, "node_modules/.taxidaki-database-pass-"));
    // Written so that this file's own text holds none of what it looks for.
    const q = '"';
    const from = (file: string) => `from ${q}${path.relative(dir, path.join(root, file))}${q}`;
    const cases: [string, boolean][] = [
      [`import { createTestContext } ${from("server/test/harness.ts")};`, true],
      [`import { openRedis } ${from("server/redis.ts")};`, true],
      [`const { PGlite } = await import(${q}@electric-sql/pglite${q});`, true],
      [`import pg from ${q}pg${q};`, true],
      [`spawn(process.execPath, [${q}server/${"index"}.ts${q}]);`, true],
      [`if (process.env.${"REDIS"}_URL) it("…", () => {});`, true],
      [`import type { TestContext } ${from("server/test/harness.ts")};`, false],
      [`import { loadConfig } ${from("server/config.ts")};`, false],
      [`import { understand } ${from("core/search/understand.ts")};`, false],
    ];
    const found = cases.map(([code], i) => {
      const file = path.join(dir, `case-${i}.test.ts`);
      writeFileSync(file, `${code}\n`);
      return [code, databaseUse(file) !== null];
    });
    expect(found).toEqual(cases);
  });
});
