/**
 * Accommodation map for Athens in Greek (SPEC §2 /προσφορές), set at build time. The server's
 * CSP frame-src allows this host (keep the two in step).
 */
export const MAP_URL: string =
  (import.meta.env.VITE_MAP_URL as string | undefined) ||
  "https://www.stay22.com/embed/gm?address=Athens%2C%20Greece&lang=el&maincolor=1e40af";

/** The same map service as an accommodation search widget (the /prosfores-* pages). */
export function widgetUrl(lang: string, place = "Greece"): string {
  const base = (import.meta.env.VITE_WIDGET_URL as string | undefined) || "https://www.stay22.com/embed/gm";
  const url = new URL(base);
  url.searchParams.set("address", place);
  url.searchParams.set("lang", lang);
  url.searchParams.set("maincolor", "1e40af");
  return url.toString();
}
