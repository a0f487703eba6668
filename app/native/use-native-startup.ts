// The app shell's readiness: immediately ready on the web (nothing native is loaded); in the
// Capacitor app, ready once startNative() has finished (or failed: the app still renders).
import { useEffect, useState } from "react";

type CapacitorGlobal = { isNativePlatform?: () => boolean };

/** Native bridge present? It defines window.Capacitor before the page's scripts run. */
export function hasNativeBridge(): boolean {
  if (typeof window === "undefined") return false;
  const cap = (window as unknown as { Capacitor?: CapacitorGlobal }).Capacitor;
  return !!cap?.isNativePlatform?.();
}

let started: Promise<void> | undefined;

export function useNativeStartup(): boolean {
  const [ready, setReady] = useState(() => !hasNativeBridge());
  useEffect(() => {
    if (ready) return;
    started ??= import("./startup.ts").then((m) => m.startNative());
    started.catch((e) => console.warn("[native] start-up failed", e)).finally(() => setReady(true));
  }, [ready]);
  return ready;
}
