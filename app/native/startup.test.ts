// Native start-up with the platform reported as android / ios. Plugins are mocked at the
// Capacitor boundary only; everything of ours runs for real.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const calls: string[] = [];
const listeners: Record<string, (e: any) => void> = {};
let platform = "android";
let failStatusBar = false;

vi.mock("@capacitor/core", () => ({
  Capacitor: { isNativePlatform: () => platform !== "web", getPlatform: () => platform },
}));
vi.mock("@capacitor/status-bar", () => ({
  Style: { Default: "DEFAULT", Dark: "DARK", Light: "LIGHT" },
  StatusBar: {
    setStyle: vi.fn(async (o: { style: string }) => {
      if (failStatusBar) throw new Error("no status bar");
      calls.push(`StatusBar.setStyle:${o.style}`);
    }),
    setBackgroundColor: vi.fn(
      async (o: { color: string }) => void calls.push(`StatusBar.setBackgroundColor:${o.color}`),
    ),
  },
}));
vi.mock("@capacitor/splash-screen", () => ({
  SplashScreen: { hide: vi.fn(async () => void calls.push(`SplashScreen.hide@${Date.now()}`)) },
}));
vi.mock("@capacitor/app", () => ({
  App: {
    addListener: vi.fn(async (name: string, fn: (e: any) => void) => {
      listeners[name] = fn;
      calls.push(`App.addListener:${name}`);
      return { remove: async () => {} };
    }),
    exitApp: vi.fn(async () => void calls.push("App.exitApp")),
  },
}));
vi.mock("@capacitor/browser", () => ({
  Browser: { open: vi.fn(async (o: { url: string }) => void calls.push(`Browser.open:${o.url}`)) },
}));
const store = new Map<string, string>();
vi.mock("@aparajita/capacitor-secure-storage", () => ({
  SecureStorage: {
    getItem: async (k: string) => store.get(k) ?? null,
    setItem: async (k: string, v: string) => void store.set(k, v),
    removeItem: async (k: string) => void store.delete(k),
  },
}));

let clickHandler: ((e: any) => void) | undefined;
const history = { back: vi.fn() };
beforeEach(() => {
  calls.length = 0;
  history.back.mockClear();
  failStatusBar = false;
  vi.useFakeTimers({ now: 0 });
  vi.stubGlobal("window", {
    history,
    location: { assign: vi.fn() },
    Capacitor: { isNativePlatform: () => platform !== "web" },
  });
  vi.stubGlobal("document", {
    addEventListener: (type: string, fn: (e: any) => void) => type === "click" && (clickHandler = fn),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function run(opts: Parameters<typeof import("./startup.ts").startNative>[0] = {}) {
  const { startNative } = await import("./startup.ts");
  const log = vi.fn();
  const done = startNative({ origin: "https://taxidaki.gr", log, ...opts });
  return { done, log };
}

describe.each(["android", "ios"])("native start-up on %s", (p) => {
  beforeEach(() => {
    platform = p;
  });

  it("styles the status bar (#1e40af), then hides the splash after exactly 2000 ms", async () => {
    const { done } = await run();
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls.some((c) => c.startsWith("SplashScreen.hide"))).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls).toEqual([
      "StatusBar.setStyle:DEFAULT",
      "StatusBar.setBackgroundColor:#1e40af",
      "App.addListener:backButton",
      "App.addListener:appUrlOpen",
      "SplashScreen.hide@2000",
    ]);
  });

  it("logs a status-bar failure and still hides the splash", async () => {
    failStatusBar = true;
    const { done, log } = await run();
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(log).toHaveBeenCalledWith("status bar set-up failed", expect.any(Error));
    expect(calls).toContain("SplashScreen.hide@2000");
  });

  it("opens partner links in the system browser through the public server", async () => {
    const { done } = await run();
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    const anchor = { getAttribute: () => "/go/booking?from=/hotels&lang=el", target: "_blank" };
    const event = { target: { closest: () => anchor }, preventDefault: vi.fn() };
    clickHandler!(event);
    await vi.advanceTimersByTimeAsync(0);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(calls).toContain("Browser.open:https://taxidaki.gr/go/booking?from=/hotels&lang=el");
    // An in-app link is left to the router.
    const inside = {
      target: { closest: () => ({ getAttribute: () => "/flights", target: "" }) },
      preventDefault: vi.fn(),
    };
    clickHandler!(inside);
    expect(inside.preventDefault).not.toHaveBeenCalled();
  });

  it("goes back in history on the back button, and leaves the app from the first screen", async () => {
    const { done } = await run();
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    listeners.backButton!({ canGoBack: true });
    expect(history.back).toHaveBeenCalledTimes(1);
    listeners.backButton!({ canGoBack: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toContain("App.exitApp");
  });

  it("opens confirmation links from e-mail inside the app", async () => {
    const navigate = vi.fn();
    const { done } = await run({ navigate });
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    listeners.appUrlOpen!({ url: "https://taxidaki.gr/en/confirm?token_hash=abc&type=email" });
    expect(navigate).toHaveBeenCalledWith("/en/confirm?token_hash=abc&type=email");
    listeners.appUrlOpen!({ url: "https://evil.example/confirm?token_hash=abc" });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe("on the web", () => {
  it("loads and calls nothing native", async () => {
    platform = "web";
    vi.stubGlobal("window", { Capacitor: undefined });
    const { hasNativeBridge } = await import("./use-native-startup.ts");
    expect(hasNativeBridge()).toBe(false);
    expect(calls).toEqual([]);
  });
});
