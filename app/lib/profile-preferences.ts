// Theme and language follow the signed-in user (SPEC §4): the profile's values win at sign-in;
// later changes are saved to the profile. Failures are only logged — the UI goes on.
import type { InferResponseType } from "hono/client";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { Lang } from "../../content/types.ts";
import { api } from "./api.ts";
import { readJson } from "./api-error.ts";
import { storedLanguage, storeLanguage } from "./language.ts";
import { setTheme } from "./theme.ts";

type ProfilePreferences = Pick<InferResponseType<typeof api.api.v1.profile.$get, 200>, "theme" | "language_preference">;

/** Reads the profile and applies its theme and language locally; returns its language (null on failure). */
export async function applyProfilePreferences(): Promise<Lang | null> {
  try {
    const p = await readJson<ProfilePreferences>(api.api.v1.profile.$get());
    setTheme(p.theme);
    storeLanguage(p.language_preference);
    return p.language_preference;
  } catch (e) {
    console.warn("could not load the profile's preferences", e);
    return null;
  }
}

async function savePreference(body: Partial<ProfilePreferences>): Promise<void> {
  try {
    await readJson(api.api.v1.profile.$put({ json: body }));
  } catch (e) {
    console.warn("could not save the preference", e);
  }
}

/**
 * While signed in: saves theme changes (the `dark` class on <html>) and language changes (the
 * stored 'language' the pickers write) to the profile.
 */
export function usePreferencesSync(signedIn: boolean): void {
  const { pathname } = useLocation();
  const lastLang = useRef<Lang | null | undefined>(undefined);
  useEffect(() => {
    if (!signedIn) return;
    const root = document.documentElement;
    let dark = root.classList.contains("dark");
    const observer = new MutationObserver(() => {
      const now = root.classList.contains("dark");
      if (now === dark) return;
      dark = now;
      void savePreference({ theme: now ? "dark" : "light" });
    });
    observer.observe(root, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, [signedIn]);
  useEffect(() => {
    if (!signedIn) {
      lastLang.current = undefined;
      return;
    }
    const stored = storedLanguage();
    if (lastLang.current === undefined) {
      lastLang.current = stored;
      return;
    }
    if (stored && stored !== lastLang.current) {
      lastLang.current = stored;
      void savePreference({ language_preference: stored });
    }
  }, [signedIn, pathname]);
}
