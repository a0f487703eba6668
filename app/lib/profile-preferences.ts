// Theme and language follow the signed-in user (SPEC §4): the profile's values win at sign-in;
// later changes are saved to the profile. Failures are only logged — the UI goes on.
import type { InferResponseType } from "hono/client";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Lang } from "~content/types.ts";
import { api } from "~/lib/api";
import { readBody } from "~/lib/api-error";
import { storedLanguage, storeLanguage } from "~/lib/language";
import { profileKey, queryClient } from "~/lib/query-client";
import { SESSION_KEY, type SessionState, type SessionUser } from "~/lib/session";
import { setTheme, type Theme } from "~/lib/theme";
import { localizedPath, splitLangPath } from "~core/paths";

type ProfilePreferences = Pick<InferResponseType<typeof api.api.v1.profile.$get, 200>, "theme" | "language_preference">;

/** The profile's values as last read or saved in this page load (null: not known yet). */
const known: { theme: Theme | null; lang: Lang | null; loaded: boolean } = { theme: null, lang: null, loaded: false };
/** Saves under way: a read meanwhile could answer the value being replaced. */
let saving = 0;

type ProfileRow = InferResponseType<typeof api.api.v1.profile.$get, 200>;

/**
 * The profile row the server answered, for the profile screen too: a language or theme changed in
 * the header shows there at once (issue 37: the Language field kept the old value until a reload).
 */
function rememberProfile(row: ProfileRow): void {
  const user = queryClient.getQueryData<SessionUser | null>(SESSION_KEY);
  if (user && row.id === user.id) queryClient.setQueryData(profileKey(user.id), row);
}

async function readPreferences(): Promise<ProfilePreferences | null> {
  try {
    const p = await readBody(api.api.v1.profile.$get());
    rememberProfile(p);
    known.theme = p.theme;
    known.lang = p.language_preference;
    known.loaded = true;
    return p;
  } catch (e) {
    console.warn("could not load the profile's preferences", e);
    return null;
  }
}

/** Reads the profile and applies its theme and language locally; returns its language (null on failure). */
export async function applyProfilePreferences(): Promise<Lang | null> {
  const p = await readPreferences();
  if (!p) return null;
  setTheme(p.theme);
  storeLanguage(p.language_preference);
  return p.language_preference;
}

async function savePreference(body: Partial<ProfilePreferences>): Promise<void> {
  if (body.theme) known.theme = body.theme;
  if (body.language_preference) known.lang = body.language_preference;
  saving++;
  try {
    rememberProfile(await readBody(api.api.v1.profile.$put({ json: body })));
  } catch (e) {
    console.warn("could not save the preference", e);
  } finally {
    saving--;
  }
}

/**
 * Where a signed-in visitor is moved on arrival, given the profile's language: only from the
 * site's default (Greek, unprefixed) address, as a visitor with a stored language is. An address
 * in another language (/de/flights) is the person's choice for that page: it is shown as it is,
 * and only the language picker changes the saved language (issue 37). Null: stay.
 */
export function arrivalPath(pathname: string, profileLang: Lang): string | null {
  const here = splitLangPath(pathname);
  if (here.lang !== "el" || profileLang === "el") return null;
  return localizedPath(here.path, profileLang);
}

const currentTheme = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");

/**
 * While signed in:
 * - once per page load (a browser that was already signed in), the profile's theme is applied —
 *   unless the visitor changed it meanwhile — and a Greek (unprefixed) address moves to the same
 *   page in the profile's language (arrivalPath); an address in another language stays;
 * - each time the window gets the focus back, the profile is read again and a theme or language
 *   changed on another device meanwhile is applied (a tab left open follows without a reload);
 * - theme changes (the `dark` class on <html>) and language changes (the stored 'language' the
 *   pickers write) are saved to the profile.
 * After sign-out the next sign-in reads the profile again.
 */
export function usePreferencesSync(status: SessionState["status"]): void {
  const signedIn = status === "signed-in";
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const lastLang = useRef<Lang | null | undefined>(undefined);
  useEffect(() => {
    if (!signedIn) {
      known.loaded = false;
      known.theme = known.lang = null;
      return;
    }
    if (known.loaded) return;
    known.loaded = true;
    const themeBefore = currentTheme();
    const pathBefore = location.pathname;
    void readPreferences().then((p) => {
      if (!p) return;
      if (currentTheme() === themeBefore && p.theme !== themeBefore) setTheme(p.theme);
      if (location.pathname !== pathBefore) return;
      const target = arrivalPath(location.pathname, p.language_preference);
      if (!target) return;
      storeLanguage(p.language_preference);
      lastLang.current = p.language_preference;
      void navigate(target + location.search + location.hash, { replace: true });
    });
  }, [signedIn, navigate]);
  useEffect(() => {
    if (!signedIn) return;
    let reading = false;
    const onFocus = () => {
      if (!known.loaded || reading || saving > 0 || document.visibilityState === "hidden") return;
      reading = true;
      const before = { theme: known.theme, lang: known.lang };
      void readPreferences().then((p) => {
        reading = false;
        if (!p || saving > 0) return;
        if (p.theme !== before.theme && p.theme !== currentTheme()) setTheme(p.theme);
        const here = splitLangPath(location.pathname);
        if (p.language_preference === before.lang || p.language_preference === here.lang) return;
        storeLanguage(p.language_preference);
        lastLang.current = p.language_preference;
        void navigate(localizedPath(here.path, p.language_preference) + location.search + location.hash, {
          replace: true,
        });
      });
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [signedIn, navigate]);
  useEffect(() => {
    if (!signedIn) return;
    const root = document.documentElement;
    let dark = root.classList.contains("dark");
    const observer = new MutationObserver(() => {
      const now = root.classList.contains("dark");
      if (now === dark) return;
      dark = now;
      const theme: Theme = now ? "dark" : "light";
      if (theme !== known.theme) void savePreference({ theme });
    });
    observer.observe(root, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, [signedIn]);
  useEffect(() => {
    if (status === "signed-out") {
      lastLang.current = undefined;
      return;
    }
    const stored = storedLanguage();
    // The language as the page loaded, noted while the session is still being read too: a pick
    // made before it is known is then still a change, saved once the person is signed in.
    if (lastLang.current === undefined) {
      lastLang.current = stored;
      return;
    }
    if (!signedIn) return;
    if (stored && stored !== lastLang.current) {
      lastLang.current = stored;
      if (stored !== known.lang) void savePreference({ language_preference: stored });
    }
  }, [status, signedIn, pathname]);
}
