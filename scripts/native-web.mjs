// build/client → build/native: the web assets for the Capacitor app. The app has no server to
// pick a prerendered page per URL, so its entry page is the SPA (which renders every route).
import { cpSync, copyFileSync, existsSync, rmSync } from "node:fs";

if (!existsSync("build/client/__spa-fallback.html")) {
  console.error("build/client is missing: run `npm run build` first");
  process.exit(1);
}
rmSync("build/native", { recursive: true, force: true });
// Precompressed twins (.br, .gz) are for the web server only.
cpSync("build/client", "build/native", { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
copyFileSync("build/client/__spa-fallback.html", "build/native/index.html");
console.log("build/native ready (entry: the SPA)");
