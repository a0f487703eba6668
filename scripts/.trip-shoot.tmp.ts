// Screenshots of /trip for the trip helper: phone+desktop, light+dark, el+de.
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = "/work/wt-trip";
const out = process.env.OUT ?? "/tmp/trip-shots/out";
const port = 3900 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_ORIGIN: origin, DATA_DIR: mkdtempSync(path.join(tmpdir(), "trip-shots-")), LOG_LEVEL: "warn" },
  stdio: "inherit",
});
for (let i = 0; i < 150; i++) {
  try { if ((await fetch(`${origin}/healthz`)).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
const sentences = {
  el: "Αθήνα → Νάξος 3 νύχτες, μετά Σαντορίνη 2 νύχτες και πίσω Πειραιά 15 Αυγούστου 4 άτομα, budget 900€",
  de: "Chania 2 Nächte, dann Heraklion 3 Nächte, dann Santorin 2 Nächte, zurück nach Athen und Heimflug, 15.8., 2 Personen, Budget 900 €",
};
const only = (process.env.ONLY ?? "").split(",").filter(Boolean);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  for (const lang of ["el", "de"] as const) for (const theme of ["light", "dark"] as const) for (const vp of [{ width: 360, height: 780 }, { width: 1366, height: 900 }]) {
    const dir = path.join(out, `${lang}-${theme}-${vp.width}`);
    mkdirSync(dir, { recursive: true });
    const ctx = await browser.newContext({ viewport: vp, colorScheme: theme, locale: "en-US", serviceWorkers: "block" });
    await ctx.addInitScript((t) => localStorage.setItem("theme", t), theme);
    const page = await ctx.newPage();
    const base = lang === "el" ? "/trip" : `/${lang}/trip`;
    if (!only.length || only.includes("landing")) {
      await page.goto(origin + base);
      await page.screenshot({ path: path.join(dir, "landing.png"), fullPage: true });
    }
    if (!only.length || only.includes("trip")) {
      await page.goto(`${origin}${base}?q=${encodeURIComponent(sentences[lang])}`);
      await page.locator("[data-leg]").first().waitFor({ timeout: 60_000 });
      await page.screenshot({ path: path.join(dir, "trip.png"), fullPage: true });
      // An edit: one night more in the second stop, then the sentence box shows it.
      const nights = page.locator('input[id$="-nights-1"]');
      await nights.fill("4");
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(dir, "trip-edited.png"), fullPage: false });
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
