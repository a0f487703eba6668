import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compareBuilds, normaliseHashes } from "./compare-builds.ts";

const dirs: string[] = [];
function build(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(tmpdir(), "taxidaki-compare-"));
  dirs.push(root);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
  return root;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("compare-builds", () => {
  it("normalises hashed asset names only", () => {
    expect(
      normaliseHashes('<link href="/assets/root-C96gBzUE.css"><script src="/assets/entry.client-5KmC9oYA.js">'),
    ).toBe('<link href="/assets/root-#.css"><script src="/assets/entry.client-#.js">');
    expect(normaliseHashes("/proorismoi/naxos-paros")).toBe("/proorismoi/naxos-paros");
  });

  it("finds two builds that differ only in asset hashes the same", () => {
    const html = (hash: string) => `<html><link href="/assets/root-${hash}.css"><h1>Νάξος</h1></html>`;
    const a = build({ "proorismoi/naxos/index.html": html("C96gBzUE"), "assets/root-C96gBzUE.css": "a{}" });
    const b = build({ "proorismoi/naxos/index.html": html("Xy12_abc"), "assets/root-Xy12_abc.css": "a{}" });
    expect(compareBuilds(a, b)).toEqual({ files: 2, onlyBefore: [], onlyAfter: [], differ: [] });
  });

  it("compares compressed twins by what they hold, and reports changed, missing and new files", () => {
    const page = "<html><h1>Νάξος</h1></html>".repeat(40);
    const a = build({
      "a/index.html.br": brotliCompressSync(Buffer.from(page)),
      "a/index.html.gz": gzipSync(page, { level: 9 }),
      "b/index.html": "<p>1</p>",
      "c.data": "[]",
    });
    const b = build({
      "a/index.html.br": brotliCompressSync(Buffer.from(page), {}),
      "a/index.html.gz": gzipSync(page, { level: 1 }),
      "b/index.html": "<p>2</p>",
      "d.data": "[]",
    });
    expect(compareBuilds(a, b)).toEqual({
      files: 3,
      onlyBefore: ["c.data"],
      onlyAfter: ["d.data"],
      differ: ["b/index.html"],
    });
  });
});
