import { ArrowRight, Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { useSlots } from "~/components/slots";
import { localizedPath } from "~core/paths";

/**
 * The travel search box: opens `/search?q=…`, where the query is understood and ranked in the
 * browser. Focusing the box starts loading the search engine's chunk, so results show at once.
 * Blank text does nothing; after submitting the box is cleared (SPEC §2).
 */
export function SearchForm({
  variant = "header",
  className,
  placeholder,
}: {
  variant?: "header" | "hero";
  className?: string;
  placeholder?: string;
}) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const { prefetchSearch } = useSlots();
  const [text, setText] = useState("");
  const id = useId();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    setText("");
    void navigate(`${localizedPath("/search", lang)}?${new URLSearchParams({ q }).toString()}`);
  }

  const hero = variant === "hero";
  return (
    <form
      role="search"
      action={localizedPath("/search", lang)}
      method="get"
      data-search=""
      data-action={localizedPath("/search", lang)}
      onSubmit={onSubmit}
      className={cn("relative flex w-full items-center", className)}
    >
      <label htmlFor={id} className="sr-only">
        {t("header.searchLabel")}
      </label>
      <Search
        aria-hidden="true"
        className={cn("pointer-events-none absolute left-3.5 size-5", hero ? "text-slate-500 max-sm:left-3" : "text-white/80")}
      />
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={prefetchSearch}
        placeholder={placeholder ?? t("header.searchPlaceholder")}
        enterKeyHint="search"
        autoComplete="off"
        className={cn(
          "w-full appearance-none rounded-2xl pl-11 focus-visible:outline-3 focus-visible:outline-offset-2",
          hero
            ? // On phones the example placeholder is a little smaller, so it is never cut ("…στην Κέρκι").
              "h-14 bg-white pr-14 text-base text-slate-900 shadow-xl shadow-blue-950/20 placeholder:text-slate-500 focus-visible:outline-amber-400 max-sm:pl-10 max-sm:placeholder:text-sm sm:pr-32"
            : "h-10 border border-white/25 bg-white/10 pr-24 text-sm text-white placeholder:text-white/75 focus-visible:outline-white",
        )}
      />
      <button
        type="submit"
        className={cn(
          "absolute right-1.5 inline-flex cursor-pointer items-center justify-center rounded-xl font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2",
          hero
            ? "h-11 w-11 bg-[#c2410c] text-white hover:bg-[#9a3412] focus-visible:outline-amber-400 sm:w-auto sm:px-5"
            : "h-7.5 bg-white px-3 text-sm text-[#1e40af] hover:bg-blue-50 focus-visible:outline-white",
        )}
      >
        {hero && <ArrowRight className="size-5 sm:hidden" aria-hidden="true" />}
        <span className={hero ? "max-sm:sr-only" : undefined}>{t("header.searchButton")}</span>
      </button>
    </form>
  );
}
