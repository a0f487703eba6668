// `npm start` rebuilds the client after any change the build depends on, core/ included.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientBuildIsStale } from "./client-build.ts";

/** A project with one file in each of `dirs`, all older than a finished build. */
function project(dirs: string[]): { root: string; touch(rel: string, ageSec: number): void } {
  const root = mkdtempSync(path.join(tmpdir(), "taxidaki-stale-"));
  const touch = (rel: string, ageSec: number) => {
    const f = path.join(root, rel);
    mkdirSync(path.dirname(f), { recursive: true });
    writeFileSync(f, "x");
    const t = Date.now() / 1000 - ageSec;
    utimesSync(f, t, t);
  };
  for (const d of dirs) touch(`${d}/file.ts`, 100);
  touch("package-lock.json", 100);
  touch("build/client/__spa-fallback.html", 50);
  return { root, touch };
}

describe("the client build is stale", () => {
  it("when it is missing", () => {
    expect(clientBuildIsStale(mkdtempSync(path.join(tmpdir(), "taxidaki-stale-")))).toBe(true);
  });

  it("not when every source is older than the build", () => {
    expect(clientBuildIsStale(project(["app", "core", "content", "public"]).root)).toBe(false);
  });

  it.each([
    "core/search/engine.ts",
    "app/routes/home.tsx",
    "content/partners.ts",
    "public/manifest.el.webmanifest",
    "package-lock.json",
    "vite.config.ts",
  ])("when %s is newer than the build", (rel) => {
    const p = project(["app", "core", "content", "public"]);
    p.touch(rel, 10);
    expect(clientBuildIsStale(p.root)).toBe(true);
  });
});
