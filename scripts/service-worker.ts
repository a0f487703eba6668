// After the client build (react-router build, then scripts/spa-fallbacks.ts): bundles the service
// worker (app/service-worker.ts) and writes it to build/client/sw.js with its precache list, made by
// Workbox's injectManifest from what the build holds (decision 037). Run by `npm run build`
// before scripts/precompress.ts, so sw.js gets its compressed twins too.
//   tsx scripts/service-worker.ts [dir=build/client]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import { precacheGlobs } from "../app/lib/offline-pages.ts";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function writeServiceWorker(root: string): Promise<{ count: number; size: number }> {
  const tmp = mkdtempSync(path.join(tmpdir(), "taxidaki-sw-"));
  try {
    await build({
      configFile: false,
      root: repo,
      logLevel: "warn",
      publicDir: false,
      resolve: { tsconfigPaths: true },
      // Workbox's modules leave their development logging behind this check.
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        outDir: tmp,
        emptyOutDir: true,
        minify: true,
        copyPublicDir: false,
        lib: {
          entry: path.join(repo, "app/service-worker.ts"),
          formats: ["iife"],
          name: "taxidakiServiceWorker",
          fileName: () => "sw.js",
        },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(tmp, "sw.js"),
      swDest: path.join(root, "sw.js"),
      globDirectory: root,
      ...precacheGlobs,
      // Hashed file names need no revision of their own.
      dontCacheBustURLsMatching: /^\/assets\//,
      manifestTransforms: [
        async (entries) => ({ manifest: entries.map((e) => ({ ...e, url: `/${e.url}` })), warnings: [] }),
      ],
    });
    for (const w of warnings) console.warn(`service worker: ${w}`);
    return { count, size };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? "build/client");
  const { count, size } = await writeServiceWorker(root);
  console.log(`service worker: ${root}/sw.js precaches ${count} files, ${Math.round(size / 1024)} KB`);
}
