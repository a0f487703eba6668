// `npm run screenshots`: pictures of the main screens for anyone to look at, taken with Playwright
// and Debian's Chromium from the current client build (built first when missing). Pages: /, /home,
// a catalogue page, /deals, /favorites (signed in, with saved items), /auth, /trip with a three-stop
// sentence in the page's language, /search with a query our own page leads, three destination guides
// and two ferry route pages (whole page); 360×780 and
// 1366×900; light and dark; Greek and German. Written to build/screenshots/ (not committed):
//   build/screenshots/<lang>-<theme>-<width>/<page>.png
// Options: SCREENSHOT_DIR=… (output), CHROMIUM=/path/to/chromium, SCREENSHOT_ONLY=guide,route (pages by name).
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type APIRequestContext } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const out = process.env.SCREENSHOT_DIR ?? path.join(root, "build/screenshots");
const pages = [
  { name: "welcome", path: "/" },
  { name: "home", path: "/home" },
  { name: "catalogue-ferries", path: "/ferries" },
  { name: "deals", path: "/deals" },
  { name: "favorites", path: "/favorites", signedIn: true },
  { name: "auth", path: "/auth" },
  {
    name: "trip",
    path: "/trip",
    query: {
      el: "Πειραιάς → Νάξος 12/7 3 νύχτες, μετά Σαντορίνη 2 νύχτες και πίσω, για 2 με 60€ τη βραδιά",
      de: "Piräus nach Naxos am 12.7. für 3 Nächte, dann Santorini 2 Nächte und zurück, zu zweit",
    },
  },
  {
    // Nothing of it can be carried to a partner: our own page leads (issue 37).
    name: "search-own-first",
    path: "/search",
    query: { el: "ενοικίαση τροχόσπιτου στην Κρήτη τον Ιούλιο", de: "Wohnmobil mieten auf Kreta im Juli" },
  },
  // Destination guides and ferry route pages (decision 051): their path differs by language.
  { name: "guide-naxos", paths: { el: "/proorismoi/naxos", de: "/de/destinations/naxos" } },
  { name: "guide-chania", paths: { el: "/proorismoi/chania", de: "/de/destinations/chania" } },
  { name: "guide-koufonisia", paths: { el: "/proorismoi/koufonisia", de: "/de/destinations/koufonisia" } },
  { name: "route-piraeus-naxos", paths: { el: "/ploia/piraeus-naxos", de: "/de/ferries/piraeus-naxos" } },
  { name: "route-ancona-patras", paths: { el: "/ploia/ancona-patras", de: "/de/ferries/ancona-patras" } },
] as const;
/** Only the pages whose name starts with this (SCREENSHOT_ONLY=guide,route), for a quicker look. */
const only = process.env.SCREENSHOT_ONLY?.split(",");
const viewports = [
  { width: 360, height: 780 },
  { width: 1366, height: 900 },
];
const langs = ["el", "de"] as const;
const themes = ["light", "dark"] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

async function waitFor(url: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** A confirmed account with a few favourites; its session cookie stays in `request`. */
async function signedInUser(
  request: APIRequestContext,
  base: string,
  outbox: string,
  prefs: { theme: string; lang: string },
): Promise<void> {
  const email = `screens-${Date.now()}@example.com`;
  const headers = { Origin: base };
  await request.post("/api/auth/sign-up/email", {
    headers,
    data: { email, password: "screens-pass-1", name: "", lang: "el" },
  });
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const files = existsSync(outbox) ? readdirSync(outbox) : [];
    for (const f of files) {
      // Only this account's mail: the outbox keeps every earlier picture's account too.
      const text = readFileSync(path.join(outbox, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const m = text.includes(email) ? /token_hash=([\w.-]+)/.exec(text) : null;
      if (m) token = m[1];
    }
  }
  if (!token) throw new Error("no confirmation mail in the outbox");
  const confirmed = await request.post("/api/auth/confirm", { headers, data: { token_hash: token, type: "email" } });
  if (!confirmed.ok()) throw new Error(`confirming the screenshot account failed: ${confirmed.status()}`);
  const favourites = [
    {
      type: "partner",
      title: "Ferries.gr",
      description: "Εισιτήρια πλοίων για όλα τα ελληνικά νησιά.",
      data: { id: "ferries-gr", category: "ferries" },
    },
    { type: "destination", title: "Αθήνα", description: "Ελλάδα", data: { id: "city.athens", country: "Ελλάδα" } },
    {
      type: "deal",
      title: "Έκπτωση 20% σε ξενοδοχεία Αθήνας",
      description: "City break με Ακρόπολη και Πλάκα.",
      data: { id: "deal-0f3c9a7e-5b21-4c8e-9d4f-athens-hotels-20", expiry_date: "2025-07-31" },
    },
  ];
  for (const f of favourites) await request.post("/api/v1/favorites", { headers, data: f });
  // A signed-in browser takes the profile's theme and language (decision 010).
  await request.put("/api/v1/profile", { headers, data: { theme: prefs.theme, language_preference: prefs.lang } });
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, "build/client/index.html")))
    execSync("npm run build", { cwd: root, stdio: "inherit" });
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "taxidaki-screens-"));
  const server = spawn("npx", ["tsx", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: base,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitFor(`${base}/readyz`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    });
    let count = 0;
    for (const viewport of viewports) {
      for (const lang of langs) {
        for (const theme of themes) {
          const context = await browser.newContext({ baseURL: base, viewport, deviceScaleFactor: 1 });
          // Partner sites and the map service stay offline: a still, empty frame.
          await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
            route.fulfill({ status: 200, contentType: "text/html", body: "" }),
          );
          await context.addInitScript(
            ([t, l]) => {
              localStorage.setItem("theme", t);
              localStorage.setItem("language", l);
            },
            [theme, lang] as const,
          );
          const dir = path.join(out, `${lang}-${theme}-${viewport.width}`);
          mkdirSync(dir, { recursive: true });
          for (const p of pages) {
            if (only && !only.some((o) => p.name.startsWith(o))) continue;
            if ("signedIn" in p)
              await signedInUser(context.request, base, path.join(dataDir, "outbox"), { theme, lang });
            const page = await context.newPage();
            const query = "query" in p ? `?q=${encodeURIComponent(p.query[lang])}` : "";
            await page.goto(
              "paths" in p
                ? p.paths[lang]
                : `${lang === "el" ? p.path : `/${lang}${p.path === "/" ? "" : p.path}`}${query}`,
            );
            // Signed in, the notifications stream stays open: the network never idles for long.
            await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
            await page.evaluate(() => document.fonts.ready);
            await page.waitForTimeout(300);
            // (The trip page is long: its legs, stays and total are all looked at.)
            await page.screenshot({
              path: path.join(dir, `${p.name}.png`),
              fullPage: p.name === "trip" || p.name.startsWith("search") || "paths" in p,
            });
            count += 1;
            await page.close();
            if ("signedIn" in p) await context.clearCookies(); // the next pages are a visitor's
          }
          await context.close();
        }
      }
    }
    await browser.close();
    console.log(`${count} screenshots in ${path.relative(root, out)}/`);
  } finally {
    server.kill("SIGTERM");
  }
}

await main();
