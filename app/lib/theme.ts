import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";
export const THEME_KEY = "theme";

/**
 * Runs in <head> before first paint on every page (prerendered inline; the server allows it by
 * hash). Tiny and dependency-free:
 * - theme: `dark` class on <html> when localStorage 'theme' is 'dark' (default light);
 * - language: a visitor whose stored 'language' is en/de landing on a Greek (unprefixed) URL is
 *   taken to the same page in their language, before anything renders;
 * - typeface: `fonts` class on <html> (Commissioner instead of its metric-matched fallback, see
 *   app.css) when localStorage 'fonts' says this browser fetched the files before: they come from
 *   its cache. Otherwise the page stays in the fallback (no swap: nothing moves, no second
 *   layout) and FONT_FETCH_DELAY_MS after the load event the files are fetched into the HTTP
 *   cache for the next page (fetched, not loaded as fonts: decoding them would be main-thread
 *   work on this page for nothing). The font never delays the first paint on a slow phone, and
 *   this page's own lazy pictures and partner map have the link first.
 */
/** How long after the load event a first page fetches the typeface for the next one. */
export const FONT_FETCH_DELAY_MS = 2000;

export const bootScript = (fontUrls: readonly string[]) =>
  `try{var d=document.documentElement,s=localStorage;if(s.getItem("${THEME_KEY}")==="dark")d.classList.add("dark");var l=s.getItem("language"),p=location.pathname;if((l==="en"||l==="de")&&!/^\\/(en|de)(\\/|$)/.test(p)&&!/^\\/(go|api)\\//.test(p))location.replace("/"+l+(p==="/"?"":p)+location.search+location.hash)}catch(e){}` +
  `(function(){var d=document.documentElement,s;try{s=localStorage}catch(e){}if(s&&s.getItem("fonts"))d.classList.add("fonts");else addEventListener("load",function(){setTimeout(function(){Promise.all(${JSON.stringify(fontUrls)}.map(function(u){return fetch(u).then(function(r){if(!r.ok)throw r;return r.blob()})})).then(function(){try{s.setItem("fonts","1")}catch(e){}},function(){})},${FONT_FETCH_DELAY_MS})})})()`;

const listeners = new Set<() => void>();

function current(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // storage unavailable (private mode): the theme still applies for this page
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The applied theme; "light" while prerendering and hydrating, the real one right after. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, current, () => "light");
}
