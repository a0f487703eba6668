import type { Localized } from "./types.ts";

/** Builds a Localized text: Greek first, then English, then German. */
export function loc(el: string, en: string, de: string): Localized {
  return { el, en, de };
}
