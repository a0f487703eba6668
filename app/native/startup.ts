// Native start-up (Android / iOS), loaded only inside the Capacitor app. On the web none of this
// is imported (see useNativeStartup). Failures are logged and the app still renders.
import { StatusBar, Style } from "@capacitor/status-bar";
import { SplashScreen } from "@capacitor/splash-screen";
import { App } from "@capacitor/app";
import { Browser } from "@capacitor/browser";
import { setAuthTransport } from "~/lib/auth-transport.ts";
import { NATIVE_API_ORIGIN, SPLASH_HIDE_DELAY_MS, STATUS_BAR_COLOR } from "./config.ts";
import { nativeTransport } from "./token-store.ts";

type Log = (message: string, error?: unknown) => void;

/** Runs once: status bar, splash, transport, links, back button, deep links. */
export async function startNative(
  opts: { log?: Log; origin?: string; navigate?: (path: string) => void } = {},
): Promise<void> {
  const log = opts.log ?? ((m, e) => console.warn(`[native] ${m}`, e));
  const origin = opts.origin ?? NATIVE_API_ORIGIN;
  const navigate = opts.navigate ?? ((path: string) => window.location.assign(path));

  setAuthTransport(nativeTransport(origin));

  try {
    await StatusBar.setStyle({ style: Style.Default });
    await StatusBar.setBackgroundColor({ color: STATUS_BAR_COLOR });
  } catch (e) {
    log("status bar set-up failed", e);
  }

  // Partner links open in the system browser, not inside the app's web view.
  document.addEventListener("click", (event) => {
    const a = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!a) return;
    const href = a.getAttribute("href")!;
    const external = a.target === "_blank" || /^https?:\/\//.test(href) || href.startsWith("/go/");
    if (!external) return;
    event.preventDefault();
    const url = new URL(href, origin).toString(); // /go/… is served by the public server
    Browser.open({ url }).catch((e) => log("could not open the browser", e));
  });

  // Android back: back in history, or leave the app from the first screen.
  App.addListener("backButton", ({ canGoBack }) => {
    if (canGoBack) window.history.back();
    else void App.exitApp();
  }).catch((e) => log("back button listener failed", e));

  // Confirmation and magic-link e-mails (https://<site>/confirm?…) open here when installed.
  App.addListener("appUrlOpen", ({ url }) => {
    try {
      const u = new URL(url);
      if (u.origin === origin) navigate(u.pathname + u.search);
    } catch (e) {
      log("bad app link", e);
    }
  }).catch((e) => log("app link listener failed", e));

  await new Promise((resolve) => setTimeout(resolve, SPLASH_HIDE_DELAY_MS));
  try {
    await SplashScreen.hide();
  } catch (e) {
    log("splash screen hide failed", e);
  }
}
