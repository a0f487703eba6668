// Lighthouse (mobile, simulated slow 4G) on the built site served by our server, in Debian's
// Chromium. Prints the four category scores and LCP/TBT/CLS per page.
// Each page is measured RUNS times (default 3) and the median run (by performance score, then
// LCP) is printed, as in issue 16. The default pages cover every kind of public page in el/en/de.
//   npm run build && npx tsx bench/lighthouse.ts [path ...]
// LH_DATA_DIR: measure on an existing data directory (e.g. with live deals imported) instead of an empty one.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const defaults = [
  "/",
  "/home",
  "/flights",
  "/en/ferries",
  "/de/travel-gear",
  "/camping",
  "/prosfores-hotels",
  "/en/home",
  "/deals",
  "/προσφορές",
  "/de/trip",
  // Destination guides and ferry route pages in each language (decision 051).
  "/proorismoi/naxos",
  "/en/destinations/chania",
  "/de/destinations/koufonisia",
  "/ploia/piraeus-naxos",
  "/en/ferries/ancona-patras",
  "/de/ferries/piraeus-naxos",
];
const pages = process.argv.slice(2).length ? process.argv.slice(2) : defaults;
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const port = 3800 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_ORIGIN: origin,
    DATA_DIR: process.env.LH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "taxidaki-lh-")),
    LOG_LEVEL: "warn",
  },
  stdio: "inherit",
});
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${origin}/healthz`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
console.log("| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |");
console.log("|---|---|---|---|---|---|---|---|");
try {
  for (const p of pages) {
    const results = [];
    for (let r = 0; r < runs; r++) {
      const result = await lighthouse(origin + encodeURI(p), {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        // A first visit every run: Lighthouse empties the HTTP cache, so local storage goes too
        // (its default keeps it, which would measure a visitor with storage but no cached files).
        clearStorageTypes: [
          "file_systems",
          "shader_cache",
          "service_workers",
          "cache_storage",
          "local_storage",
          "indexeddb",
        ],
      });
      const lhr = result!.lhr;
      if (lhr.runtimeError) console.error(`${p}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        perf: score("performance"),
        a11y: score("accessibility"),
        bp: score("best-practices"),
        seo: score("seo"),
        lcp: num("largest-contentful-paint"),
        tbt: num("total-blocking-time"),
        cls: num("cumulative-layout-shift"),
      });
    }
    results.sort((a, b) => a.perf - b.perf || b.lcp - a.lcp);
    const m = results[Math.floor((results.length - 1) / 2)]!;
    console.log(
      `| ${p} | ${m.perf} | ${m.a11y} | ${m.bp} | ${m.seo} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} |`,
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}
