import "./app.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { useContext, useEffect, useState, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useMatches,
} from "react-router";
import { LANGS, type Lang } from "~content/types.ts";
import { useSession } from "./lib/session.ts";
import { usePreferencesSync } from "./lib/profile-preferences.ts";
import { tFor, useLang } from "./i18n/i18n.ts";
import { queryClient } from "./lib/query-client.ts";
import { AppLoading, AppShell } from "./native/app-shell.tsx";
import { SlotsProvider } from "./components/slots.tsx";
import { appSlots } from "./slots.tsx";
import { routeOf } from "./lib/seo.ts";
import { enhancerScript, isStaticPage } from "./lib/static-page.ts";
import { bootScript, useTheme } from "./lib/theme.ts";
// The files app.css names for Greek and Latin (Vite emits each once): a first page fetches them
// into the cache after its load event, for the next one (see bootScript).
import greekFont from "@fontsource-variable/commissioner/files/commissioner-greek-wght-normal.woff2?url";
import latinFont from "@fontsource-variable/commissioner/files/commissioner-latin-wght-normal.woff2?url";

// The service worker (decision 037) registers once the page has loaded and the browser is idle: no
// script is fetched before that, and none in the native app (its files are on the device) or in dev.
const registerServiceWorker =
  'addEventListener("load",function(){var n=navigator.serviceWorker;if(n&&!window.Capacitor)(window.requestIdleCallback||setTimeout)(function(){n.register("/sw.js").catch(function(){})})})';
const boot = bootScript([latinFont, greekFont]) + (import.meta.env.DEV ? "" : `;${registerServiceWorker}`);

export function Layout({ children }: { children: ReactNode }) {
  const { lang } = routeOf(useLocation().pathname);
  // Static pages (/ and /home) are prerendered without React: only the small enhancer ships.
  // The choice is made when prerendering (never for the SPA fallback, which must hydrate);
  // in the browser the scripts are already running. The dev server (`npm run dev`) renders every
  // page in the browser with React (see DevClientOnly), so that hot reload reaches them all.
  const matches = useMatches();
  const isSpaFallback = useContext(FrameworkContext)?.isSpaMode ?? false;
  const withoutReact =
    !import.meta.env.DEV &&
    typeof document === "undefined" &&
    !isSpaFallback &&
    matches.some((m) => isStaticPage(m.handle));
  // The SPA fallback is prerendered in Greek; hydration keeps server attributes, so set it here.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    // The boot script may add `dark` before hydration: that class is expected to differ.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#1e40af" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: boot }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <ManifestLink lang={lang} />
        {/* The first frame waits for the whole header (Chromium): painted half-parsed on a slow phone,
            its right-aligned controls would slide left as the rest of them arrived. The target is
            the header's last element, so the wait ends there whether a browser waits for the
            element's start or its end. */}
        <link rel="expect" href="#header-end" blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        {import.meta.env.DEV ? <DevClientOnly>{children}</DevClientOnly> : children}
        {withoutReact ? (
          <script dangerouslySetInnerHTML={{ __html: enhancerScript }} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * `npm run dev` only (the build drops it): the page renders in the browser, never hydrated over the
 * dev server's HTML, whose static pages hold the slots the production server fills (decision 014).
 */
function DevClientOnly({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}

/** The web app manifest of the page's language (public/manifest.<lang>.webmanifest; scripts/app-icons.ts). */
const manifestHref = (lang: Lang) => `/manifest.${lang}.webmanifest`;

/**
 * The install manifest in the page's language. The SPA fallback is prerendered in Greek (its /en and
 * /de copies too): hydration first keeps the link that arrived, then the effect sets the page's.
 */
function ManifestLink({ lang }: { lang: Lang }) {
  const [href, setHref] = useState(() =>
    typeof document === "undefined"
      ? manifestHref(lang)
      : (document.querySelector('link[rel="manifest"]')?.getAttribute("href") ?? manifestHref(lang)),
  );
  useEffect(() => setHref(manifestHref(lang)), [lang]);
  return <link rel="manifest" href={href} />;
}

/**
 * The title of a page whose route has not said yet: the SPA fallback that client-only screens
 * (/auth, /favorites, …) start from has a <title> in its HTML; the route's own localized title
 * replaces it as soon as its code runs.
 */
export function meta() {
  return [{ title: "Taxidaki" }];
}

export default function App() {
  // In the native app, nothing (not even the session query) runs before start-up has set the
  // server origin and bearer transport; on the web the shell is ready at once.
  return (
    <QueryClientProvider client={queryClient}>
      <SlotsProvider value={appSlots}>
        <AppShell lang={useLang()}>
          <Outlet />
          <AccountEffects />
        </AppShell>
      </SlotsProvider>
    </QueryClientProvider>
  );
}

/** Toasts open below the sticky header (h-16: 4 rem), never over its search box or controls (issue 37). */
const TOAST_OFFSET = { top: "5rem" } as const;

/** Toasts, and the signed-in user's theme and language saved to the profile. */
function AccountEffects() {
  const session = useSession();
  const theme = useTheme();
  usePreferencesSync(session.status);
  return (
    <Toaster
      theme={theme}
      position="top-center"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_OFFSET}
      richColors
      closeButton
    />
  );
}

/** Shown while a client-only screen's code loads (the SPA fallback page). */
export function HydrateFallback() {
  // The fallback HTML is prerendered in Greek and written again per language at build
  // (scripts/spa-fallbacks.ts); the server sends the address's one. Render the language of the
  // page that arrived first, so hydration matches, then the address's (the same, unless a build
  // without the other languages' fallbacks served the Greek one).
  const actual = useLang();
  const [lang, setLang] = useState<Lang>(() => servedLang());
  useEffect(() => setLang(actual), [actual]);
  return <AppLoading lang={lang} />;
}

/** The language of the HTML the browser received (Greek while prerendering). */
function servedLang(): Lang {
  const served = typeof document === "undefined" ? "el" : document.documentElement.lang;
  return LANGS.find((l) => l === served) ?? "el";
}

/** Unhandled render errors: reload is the only way out (SPEC §4). */
export function ErrorBoundary({ error }: { error: unknown }) {
  const t = tFor(useLang());
  if (import.meta.env.DEV) console.warn(error);
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16">
      <div className="w-full max-w-md rounded-3xl border bg-card p-8 text-center shadow-lg">
        <div
          className="mx-auto mb-5 grid size-14 place-items-center rounded-full bg-accent-soft text-2xl text-accent-soft-foreground"
          aria-hidden="true"
        >
          !
        </div>
        <h1 className="text-2xl font-bold">{t("error.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("error.text")}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex h-11 items-center justify-center rounded-xl bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary-hover"
        >
          {t("error.reload")}
        </button>
      </div>
    </main>
  );
}
