import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type APIRequestContext, type Page } from "@playwright/test";

const port = 43999;
const base = `http://localhost:${port}`;
const out = "/tmp/ux-shots";
const dataDir = mkdtempSync(path.join(tmpdir(), "ux-shots-"));
const server = spawn("npx", ["tsx", "server/index.ts"], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: base, LOG_LEVEL: "warn", SMTP_URL: "" }, stdio: ["ignore", "ignore", "inherit"] });
for (let i = 0; i < 300; i++) { try { if ((await fetch(`${base}/readyz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }

async function user(request: APIRequestContext, lang: string) {
  const email = `shots-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const headers = { Origin: base };
  await request.post("/api/auth/sign-up/email", { headers, data: { email, password: "shots-pass-1", name: "", lang } });
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const box = path.join(dataDir, "outbox");
    for (const f of existsSync(box) ? readdirSync(box) : []) {
      const t = readFileSync(path.join(box, f), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const m = t.includes(email) ? /token_hash=([\w.-]+)/.exec(t) : null;
      if (m) token = m[1];
    }
  }
  await request.post("/api/auth/confirm", { headers, data: { token_hash: token, type: "email" } });
  return email;
}
const settle = async (p: Page) => { await p.waitForLoadState("networkidle", { timeout: 4000 }).catch(() => {}); await p.evaluate(() => document.fonts.ready); await p.waitForTimeout(400); };

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const only = process.argv[2] ?? "all";
try {
  for (const theme of ["light", "dark"]) {
    for (const lang of ["el", "de"]) {
      const pre = lang === "el" ? "" : `/${lang}`;
      const mk = async (viewport: { width: number; height: number }, sw = false) => {
        const c = await browser.newContext({ baseURL: base, viewport, serviceWorkers: sw ? "allow" : "block" });
        await c.route(/^https?:\/\/(?!localhost[:/])/, (r) => r.fulfill({ status: 200, contentType: "text/html", body: "" }));
        await c.addInitScript(([t, l]) => { localStorage.setItem("theme", t); localStorage.setItem("language", l); }, [theme, lang] as const);
        return c;
      };
      const tag = `${lang}-${theme}`;
      if (only === "all" || only === "public") {
        const phone = await mk({ width: 360, height: 780 });
        const p = await phone.newPage();
        await p.goto(pre || "/"); await settle(p);
        await p.screenshot({ path: `${out}/welcome-phone-${tag}.png` });
        await phone.close();
        const desk = await mk({ width: 1366, height: 900 });
        const d = await desk.newPage();
        await d.goto(`${pre}/home`); await settle(d);
        await d.locator("section[aria-labelledby=offers-banner-heading]").screenshot({ path: `${out}/banner-desktop-${tag}.png` });
        await d.goto(`${pre}/flights`); await settle(d);
        await d.locator("main").screenshot({ path: `${out}/flights-desktop-${tag}.png` });
        await desk.close();
      }
      if (only === "all" || only === "signed") {
        const desk = await mk({ width: 1366, height: 900 });
        await user(desk.request, lang);
        await desk.request.put("/api/v1/profile", { headers: { Origin: base }, data: { theme, language_preference: lang } });
        const d = await desk.newPage();
        const q = lang === "el" ? "πλοίο Πειραιάς Νάξος 20/8 για 2" : "Fähre Piräus Naxos 20.8. zu zweit";
        await d.goto(`${pre}/search?q=${encodeURIComponent(q)}`); await d.locator("[data-partner]").first().waitFor({ timeout: 45000 }); await settle(d);
        await d.screenshot({ path: `${out}/search-desktop-${tag}.png`, fullPage: true });
        await d.locator("[data-partner]").first().getByRole("button").first().click();
        await d.locator("[data-sonner-toast]").first().waitFor(); await d.waitForTimeout(500);
        await d.screenshot({ path: `${out}/toast-desktop-${tag}.png` });
        await desk.close();
        const phone = await mk({ width: 360, height: 780 });
        await user(phone.request, lang);
        await phone.request.put("/api/v1/profile", { headers: { Origin: base }, data: { theme, language_preference: lang } });
        const p = await phone.newPage();
        await p.goto(`${pre}/search?q=${encodeURIComponent(q)}`); await p.locator("[data-partner]").first().waitFor({ timeout: 45000 }); await settle(p);
        await p.screenshot({ path: `${out}/search-phone-${tag}.png`, fullPage: true });
        await phone.close();
      }
      if (only === "all" || only === "offline") {
        const phone = await mk({ width: 360, height: 780 }, true);
        await user(phone.request, lang);
        await phone.request.put("/api/v1/profile", { headers: { Origin: base }, data: { theme, language_preference: lang } });
        const p = await phone.newPage();
        await p.goto(`${pre}/profile`); await settle(p);
        await p.evaluate(async () => { await navigator.serviceWorker.ready; if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true })); });
        await p.waitForTimeout(500);
        await phone.setOffline(true);
        await p.reload(); await p.waitForTimeout(1500);
        await p.screenshot({ path: `${out}/offline-profile-phone-${tag}.png`, fullPage: true });
        await p.goto(`${pre}/notifications`); await p.waitForTimeout(1500);
        await p.screenshot({ path: `${out}/offline-notifications-nocopy-phone-${tag}.png` });
        await phone.close();
      }
    }
  }
} finally {
  await browser.close();
  server.kill();
}
