// Compares two client builds file by file (decision 055): the same files, and each with the same
// content once hashed asset names (/assets/name-AbC123.js) are normalised; .br and .gz twins are
// compared by what they decompress to (their bytes depend on the compressor's settings only).
//   tsx scripts/compare-builds.ts <before/client> <after/client>
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/** Every file under `root`, as a path relative to it with "/" separators. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else out.push(path.relative(root, file).split(path.sep).join("/"));
    }
  };
  walk(root);
  return out.sort();
}

/** Hashed asset names made stable: "assets/root-C96gBzUE.css" → "assets/root-#.css". */
export const normaliseHashes = (s: string): string => s.replace(/(assets\/[\w.-]+?)-[\w-]{8}(\.\w+)/g, "$1-#$2");

/** The file's content as compared: decompressed for a twin, hash-normalised for text. */
export function comparable(file: string, body: Buffer): string {
  const raw = file.endsWith(".br") ? brotliDecompressSync(body) : file.endsWith(".gz") ? gunzipSync(body) : body;
  return /\.(png|woff2?|ico|jpe?g|webp)(\.br|\.gz)?$/.test(file)
    ? raw.toString("base64")
    : normaliseHashes(raw.toString("utf8"));
}

export interface Comparison {
  files: number;
  onlyBefore: string[];
  onlyAfter: string[];
  differ: string[];
}

export function compareBuilds(
  before: string,
  after: string,
  skip: (file: string) => boolean = () => false,
): Comparison {
  const a = listFiles(before)
    .map(normaliseHashes)
    .filter((f) => !skip(f));
  const b = listFiles(after)
    .map(normaliseHashes)
    .filter((f) => !skip(f));
  const inB = new Set(b);
  const inA = new Set(a);
  const realA = new Map(listFiles(before).map((f) => [normaliseHashes(f), f]));
  const realB = new Map(listFiles(after).map((f) => [normaliseHashes(f), f]));
  const differ: string[] = [];
  for (const f of a) {
    if (!inB.has(f)) continue;
    const x = comparable(f, readFileSync(path.join(before, realA.get(f)!)));
    const y = comparable(f, readFileSync(path.join(after, realB.get(f)!)));
    if (x !== y) differ.push(f);
  }
  return {
    files: a.filter((f) => inB.has(f)).length,
    onlyBefore: a.filter((f) => !inB.has(f)),
    onlyAfter: b.filter((f) => !inA.has(f)),
    differ,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) throw new Error("usage: tsx scripts/compare-builds.ts <before/client> <after/client>");
  const r = compareBuilds(before, after);
  const show = (label: string, list: string[]) =>
    console.log(
      `${label}: ${list.length}${list.length ? `\n  ${list.slice(0, 20).join("\n  ")}${list.length > 20 ? "\n  …" : ""}` : ""}`,
    );
  console.log(`compared ${r.files} files present in both`);
  show("only before", r.onlyBefore);
  show("only after", r.onlyAfter);
  show("differ", r.differ);
  process.exitCode = r.onlyBefore.length + r.onlyAfter.length + r.differ.length === 0 ? 0 : 1;
}
