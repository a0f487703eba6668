// Build-time settings of the native app (Vite env): which public server it talks to.
export const NATIVE_API_ORIGIN: string = (
  (import.meta.env.VITE_API_ORIGIN as string | undefined) || "https://taxidaki.gr"
).replace(/\/$/, "");
export const STATUS_BAR_COLOR = "#1e40af";
export const SPLASH_HIDE_DELAY_MS = 2000;
export const TOKEN_KEY = "taxidaki.session";
