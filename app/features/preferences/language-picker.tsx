import { useLocation, useNavigate } from "react-router";
import { LANGS, type Lang } from "~content/types.ts";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { languageNames, languageShort, storeLanguage } from "~/lib/language";
import { routeOf } from "~/lib/seo";
import { localizedPath } from "~core/paths";
import { GUIDE_BASE, guidePath, parseGuidePath, routePath } from "~core/guides/paths";

function useSwitchTo() {
  const location = useLocation();
  const { path } = routeOf(location.pathname);
  // A guide or route page has its own path per language (/proorismoi/naxos, /en/destinations/naxos).
  const guide = parseGuidePath(location.pathname);
  const guideIndex = LANGS.some((l) => GUIDE_BASE[l] === location.pathname.replace(/\/$/, ""));
  return {
    hrefFor: (l: Lang) =>
      guideIndex
        ? GUIDE_BASE[l]
        : guide
          ? guide.kind === "guide"
            ? guidePath(guide.slug, l)
            : routePath(guide.slug, l)
          : localizedPath(path, l) + location.search,
  };
}

/** Compact picker for the header: a native select (keyboard and screen-reader friendly). */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const { hrefFor } = useSwitchTo();
  return (
    <label className={cn("relative inline-flex shrink-0 items-center", className)}>
      <span className="sr-only">{t("header.language")}</span>
      <select
        data-lang-select=""
        value={lang}
        onChange={(e) => {
          const next = e.target.value as Lang;
          storeLanguage(next);
          void navigate(hrefFor(next));
        }}
        className="h-9 cursor-pointer appearance-none rounded-xl border border-white/30 bg-white/10 pr-7 pl-2.5 text-sm font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white [&>option]:bg-white [&>option]:text-slate-900"
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l} data-href={hrefFor(l)} aria-label={languageNames[l]}>
            {languageShort[l]}
          </option>
        ))}
      </select>
      <svg aria-hidden="true" viewBox="0 0 12 12" className="pointer-events-none absolute right-2 size-3 text-white">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </label>
  );
}

/** Large picker for the welcome page: real links (crawlable), the choice is stored on click. */
export function LanguagePills({ className }: { className?: string }) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const { hrefFor } = useSwitchTo();
  return (
    <nav aria-label={t("welcome.languageLabel")} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {LANGS.map((l) => (
          <li key={l}>
            <a
              href={hrefFor(l)}
              hrefLang={l}
              lang={l}
              data-lang={l}
              aria-current={l === lang ? "true" : undefined}
              onClick={(e) => {
                e.preventDefault();
                storeLanguage(l);
                void navigate(hrefFor(l));
              }}
              className={cn(
                "inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white",
                l === lang
                  ? "bg-white text-[#1e3a8a] ring-white"
                  : "bg-slate-900/30 text-white ring-white/40 hover:bg-slate-900/45",
              )}
            >
              {languageNames[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
