// Start-up benchmark of the server (issue 36): how long `node server/index.ts` takes until
// /readyz answers, and its resident memory then and after the first /deals page (which draws
// the icons). Each run is a process of its own on one embedded database (migrated by a first,
// uncounted run), so the figures are the server's start, not the migrations'. Also the cost of
// importing the module that draws the live deals, alone (its CPU time is steadier than the wall
// clock on a shared machine). Prints medians (and the spread).
//   npm run bench:start -- [runs=7]
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const runs = Number(process.argv[2] ?? 7);
const port = 3900 + (process.pid % 50);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "taxidaki-bench-start-"));

/** Resident memory of a process, MB (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

async function startOnce(): Promise<{ readyMs: number; rssReady: number; rssDeals: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      CLIENT_DIR: "./build/client",
      SAMPLE_DEALS: "true",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((r) => child.once("exit", r));
  try {
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`${origin}/readyz`).catch(() => undefined);
      if (ready?.ok) break;
      if (tries > 3000) throw new Error("the server did not start");
      await new Promise((r) => setTimeout(r, 10));
    }
    const readyMs = performance.now() - t0;
    const rssReady = rssOf(child.pid!);
    await (await fetch(`${origin}/deals`)).arrayBuffer();
    return { readyMs, rssReady, rssDeals: rssOf(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

/** Import of server/deals/live-deals-html.ts alone in a fresh process: time and memory it adds to a bare Node. */
function importOnce(): { ms: number; cpu: number; rss: number } {
  const code = `const b=process.memoryUsage().rss;const c=process.cpuUsage();const t=performance.now();await import("./server/deals/live-deals-html.ts");const u=process.cpuUsage(c);console.log(JSON.stringify({ms:performance.now()-t,cpu:(u.user+u.system)/1000,rss:(process.memoryUsage().rss-b)/1048576}))`;
  const out = spawnSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8" });
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout) as { ms: number; cpu: number; rss: number };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const row = (name: string, xs: number[], unit: string) =>
  `| ${name} | ${median(xs).toFixed(0)} ${unit} | ${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)} ${unit} |`;

try {
  await startOnce(); // migrates the database, warms the disk cache
  const starts = [];
  for (let i = 0; i < runs; i++) starts.push(await startOnce());
  const imports = Array.from({ length: runs }, importOnce);
  console.log(`Server start, ${runs} runs (Node ${process.version}, embedded database, build/client served)\n`);
  console.log("| measure | median | range |\n|---|---|---|");
  console.log(
    row(
      "start to /readyz",
      starts.map((s) => s.readyMs),
      "ms",
    ),
  );
  console.log(
    row(
      "RSS at /readyz",
      starts.map((s) => s.rssReady),
      "MB",
    ),
  );
  console.log(
    row(
      "RSS after the first /deals",
      starts.map((s) => s.rssDeals),
      "MB",
    ),
  );
  console.log(
    row(
      "import server/deals/live-deals-html.ts: time",
      imports.map((s) => s.ms),
      "ms",
    ),
  );
  console.log(
    row(
      "import server/deals/live-deals-html.ts: CPU time",
      imports.map((s) => s.cpu),
      "ms",
    ),
  );
  console.log(
    row(
      "import server/deals/live-deals-html.ts: RSS added",
      imports.map((s) => s.rss),
      "MB",
    ),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
