import { ArrowRight, UserRound } from "lucide-react";
import { Link } from "react-router";
import { welcome } from "~content/home.ts";
import type { Route } from "./+types/welcome";
import { LogoMark } from "~/components/layout/logo";
import { HeaderEnd } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/site-shell";
import { LanguagePills } from "~/features/preferences/language-picker";
import { ThemeToggle } from "~/features/preferences/theme-toggle";
import { tFor, useT } from "~/i18n/i18n";
import { routeOf, seoMeta } from "~/lib/seo";
import { staticPage } from "~/lib/static-page";
import { localizedPath } from "~core/paths";

/** Prerendered without React (first-load JS budget); see lib/static-page.ts. */
export const handle = staticPage;

export function meta({ location }: Route.MetaArgs) {
  const t = tFor(routeOf(location.pathname).lang);
  return seoMeta({
    pathname: location.pathname,
    title: t("meta.welcomeTitle"),
    description: t("meta.welcomeDescription"),
  });
}

export default function Welcome() {
  const { t, lang } = useT();
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-[#0b1d55] text-white">
      <SkipLink />
      <img
        src="/images/art/hero.svg"
        alt=""
        width={1600}
        height={1000}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover object-[15%_center]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_50%_42%,rgba(7,18,56,0.55),rgba(7,18,56,0.15)_60%,transparent_80%)] dark:bg-[radial-gradient(ellipse_at_50%_42%,rgba(3,8,24,0.8),rgba(3,8,24,0.55)_60%,rgba(3,8,24,0.45))]"
      />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 pt-5 sm:px-6">
        <div className="flex items-center gap-2.5">
          <LogoMark />
          <span className="text-xl font-extrabold tracking-tight">Taxidaki</span>
          {lang === "el" && <span className="hidden text-sm text-white/85 sm:inline">· ταξιδάκι</span>}
        </div>
        <ThemeToggle />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center px-5 pt-10 pb-40 text-center focus:outline-none sm:pb-48"
      >
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/15 px-3.5 py-1.5 text-sm font-semibold ring-1 ring-white/30 backdrop-blur-sm">
          <span className="size-2 rounded-full bg-amber-300" aria-hidden="true" />
          {t("welcome.eyebrow")}
        </p>
        <h1 className="text-4xl leading-[1.08] font-extrabold tracking-tight text-balance drop-shadow-md sm:text-6xl">
          {welcome.title[lang]}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-white/95 drop-shadow sm:text-xl">
          {welcome.subtitle[lang]}
        </p>
        <div className="mt-8 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
          <Link
            to={localizedPath("/home", lang)}
            className="inline-flex h-13 items-center justify-center gap-2 rounded-2xl bg-[#c2410c] px-7 text-base font-bold text-white shadow-lg shadow-orange-950/30 transition-colors hover:bg-[#9a3412] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {welcome.searchCta[lang]}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
          <Link
            to={localizedPath("/auth", lang)}
            className="inline-flex h-13 items-center justify-center gap-2 rounded-2xl bg-white/15 px-7 text-base font-bold text-white ring-1 ring-white/50 backdrop-blur-sm transition-colors hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <UserRound className="size-5" aria-hidden="true" />
            {welcome.authCta[lang]}
          </Link>
        </div>
        <LanguagePills className="mt-8" />
        {/* On a phone the art's ferry sails right under the content: the figures sit at the foot of
            the page, on the open sea below it (issue 37: they covered it), inside main's bottom padding. */}
        <ul
          data-stats
          className="flex flex-wrap justify-center gap-x-2.5 gap-y-1 rounded-2xl bg-[#071238]/55 px-4 py-2.5 text-[13px] font-semibold text-white ring-1 ring-white/20 backdrop-blur-sm max-sm:absolute max-sm:inset-x-4 max-sm:bottom-5 sm:mt-10 sm:gap-x-4 sm:px-5 sm:text-sm"
        >
          <li>{t("welcome.stat1")}</li>
          <li aria-hidden="true">·</li>
          <li>{t("welcome.stat2")}</li>
          <li aria-hidden="true">·</li>
          <li>{t("welcome.stat3")}</li>
        </ul>
        {/* The first frame waits for this (root.tsx, rel="expect"): the hero is centred in the
            screen, so a frame painted before its last line arrived would move it as the rest came. */}
        <HeaderEnd />
      </main>
    </div>
  );
}
