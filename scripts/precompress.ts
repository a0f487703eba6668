// After `react-router build`: writes a brotli (.br) and a gzip (.gz) twin of every compressible
// file of the client build, once, so the server never compresses on a request.
//   tsx scripts/precompress.ts [dir=build/client]
import { readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zc, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz9 = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|data|svg|txt|xml)$/i;
/** Smaller files are sent as they are (compression would not pay for its header). */
export const MIN_COMPRESS_BYTES = 512;
/**
 * The destination guides and ferry route pages (decision 051: some 7 500 files) are compressed at
 * brotli quality 5: 4 ms a page instead of 86 ms at 11, for some 12 % more bytes (9.1 kB against
 * 8.1 kB for /proorismoi/naxos); at 11 they made the build five minutes longer.
 */
const GUIDE_FILE = /^(proorismoi|ploia|(en|de)\/(destinations|ferries))(\/|\.|$)/;

/**
 * Compresses on Node's thread pool (zlib's async calls), a few files at a time, so both cores work
 * (decision 055). Same settings, same bytes. On the 2-core machine, all 7 735 files of the build:
 * one at a time 20.0 s, 2 at a time 15.2 s, 4 at a time 12.0 s (twice the cores: the default).
 */
export async function precompress(
  root: string,
  parallel = 2 * availableParallelism(),
): Promise<{ files: number; bytes: number; brBytes: number }> {
  const todo: { file: string; quality: number }[] = [];
  const walk = (dir: string) => {
    const rel = path.relative(root, dir).split(path.sep).join("/");
    const quality = GUIDE_FILE.test(rel) ? 5 : 11;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else if (e.isFile() && COMPRESSIBLE.test(e.name) && statSync(file).size > MIN_COMPRESS_BYTES)
        todo.push({ file, quality });
    }
  };
  walk(root);
  let bytes = 0;
  let brBytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const { file, quality } = todo[next++]!;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zc.BROTLI_PARAM_QUALITY]: quality, [zc.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz9(body, { level: 9 }),
      ]);
      // A twin that is not smaller is left out: the server then sends the original.
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      bytes += body.length;
      brBytes += Math.min(br.length, body.length);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { files: todo.length, bytes, brBytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? "build/client";
  const r = await precompress(root);
  console.log(
    `precompressed ${r.files} files in ${root}: ${Math.round(r.bytes / 1024)} KB → ${Math.round(r.brBytes / 1024)} KB (br)`,
  );
}
