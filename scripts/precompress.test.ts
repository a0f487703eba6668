import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants as zc, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { MIN_COMPRESS_BYTES, precompress } from "./precompress.ts";

const root = mkdtempSync(path.join(tmpdir(), "taxidaki-precompress-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (n: number) =>
  `<html><h1>Νάξος ${n}</h1>${"<p>Πλοία για τη Νάξο από τον Πειραιά</p>".repeat(40 + n)}</html>`;
const files: Record<string, string> = {
  "assets/entry-abc.js": "export const x = 1;".repeat(300),
  "proorismoi/naxos/index.html": page(1),
  "proorismoi/naxos.data": page(2),
  "en/ferries/piraeus-naxos/index.html": page(3),
  "small.txt": "x".repeat(MIN_COMPRESS_BYTES),
  "logo.png": "not compressible by name".repeat(50),
};
for (const [name, body] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), body);
}

describe("precompress (decision 055: several files at a time on the thread pool)", () => {
  it("writes the same twins the one-at-a-time build wrote: brotli 11, guides at 5, gzip 9", async () => {
    const r = await precompress(root, 3);
    expect(r.files).toBe(4);
    for (const [name, quality] of [
      ["assets/entry-abc.js", 11],
      ["proorismoi/naxos/index.html", 5],
      ["proorismoi/naxos.data", 5],
      ["en/ferries/piraeus-naxos/index.html", 5],
    ] as const) {
      const body = readFileSync(path.join(root, name));
      const br = brotliCompressSync(body, {
        params: { [zc.BROTLI_PARAM_QUALITY]: quality, [zc.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      expect(readFileSync(path.join(root, `${name}.br`)).equals(br), name).toBe(true);
      expect(readFileSync(path.join(root, `${name}.gz`)).equals(gzipSync(body, { level: 9 })), name).toBe(true);
    }
    expect(existsSync(path.join(root, "small.txt.br"))).toBe(false);
    expect(existsSync(path.join(root, "logo.png.br"))).toBe(false);
  });
});
