import { ArrowRight, Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useT } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { useSlots } from "~/components/slots";
import { localizedPath } from "~core/paths";

type Variant = "header" | "hero" | "page";

/** The looks of the one search box: in the header, on the home page's hero, on the search page. */
const looks: Record<Variant, { icon: string; input: string; button: string }> = {
  header: {
    icon: "left-3.5 text-white/80",
    input:
      "h-10 border border-white/25 bg-white/10 pr-24 pl-11 text-sm text-white placeholder:text-white/75 focus-visible:outline-white",
    button: "right-1.5 h-7.5 bg-white px-3 text-sm text-[#1e40af] hover:bg-blue-50 focus-visible:outline-white",
  },
  hero: {
    icon: "left-3.5 text-slate-500 max-sm:left-3",
    // On phones the example placeholder is a little smaller, so it is never cut ("…στην Κέρκι").
    input:
      "h-14 bg-white pr-14 pl-11 text-base text-slate-900 shadow-xl shadow-blue-950/20 placeholder:text-slate-500 focus-visible:outline-amber-400 max-sm:pl-10 max-sm:placeholder:text-sm sm:pr-32",
    button:
      "right-1.5 h-11 w-11 bg-[#c2410c] text-white hover:bg-[#9a3412] focus-visible:outline-amber-400 sm:w-auto sm:px-5",
  },
  page: {
    icon: "left-4 text-muted-foreground",
    input:
      "h-14 border border-input bg-card pr-32 pl-12 text-base text-foreground shadow-lg shadow-blue-950/10 placeholder:text-muted-foreground focus-visible:outline-ring max-sm:pr-14",
    button:
      "right-1.5 h-11 gap-2 bg-[#c2410c] px-5 text-white hover:bg-[#9a3412] focus-visible:outline-ring max-sm:w-11 max-sm:px-0",
  },
};

/**
 * The one travel search box. In the header and on the home page it opens `/search?q=…` and is
 * cleared (SPEC §2); on the search page (`query` + `onSearch`) it shows the current query and
 * hands a new one to the page. Focusing it starts loading the search engine's chunk, so results
 * show at once. Blank text does nothing.
 */
export function SearchForm({
  variant = "header",
  className,
  placeholder,
  query,
  onSearch,
}: {
  variant?: Variant;
  className?: string;
  placeholder?: string;
  /** The search page's current query: shown in the box, replaced when it changes elsewhere. */
  query?: string;
  onSearch?: (q: string) => void;
}) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const { prefetchSearch } = useSlots();
  const [text, setText] = useState(query ?? "");
  // A new query from elsewhere (header box, back button) replaces what is in the box.
  const [shown, setShown] = useState(query);
  if (query !== undefined && shown !== query) {
    setShown(query);
    setText(query);
  }
  const id = useId();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    if (onSearch) {
      onSearch(q);
      return;
    }
    setText("");
    void navigate(`${localizedPath("/search", lang)}?${new URLSearchParams({ q }).toString()}`);
  }

  const look = looks[variant];
  const page = variant === "page";
  // Header and hero also work before the app runs (prerendered pages): a plain GET form.
  const plain = page
    ? {}
    : {
        action: localizedPath("/search", lang),
        method: "get",
        "data-search": "",
        "data-action": localizedPath("/search", lang),
      };
  return (
    <form role="search" {...plain} onSubmit={onSubmit} className={cn("relative flex w-full items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {t(page ? "search.boxLabel" : "header.searchLabel")}
      </label>
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
        maxLength={page ? 300 : undefined}
        className={cn(
          "w-full appearance-none rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-2",
          look.input,
        )}
      />
      {/* After the field it is centred on: drawn before it, a slow phone would show it jump as the field arrives. */}
      <Search aria-hidden="true" className={cn("pointer-events-none absolute size-5", look.icon)} />
      <button
        type="submit"
        className={cn(
          "absolute inline-flex cursor-pointer items-center justify-center rounded-xl font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2",
          look.button,
        )}
      >
        {variant === "hero" && <ArrowRight className="size-5 sm:hidden" aria-hidden="true" />}
        {page && <Search className="size-5 sm:hidden" aria-hidden="true" />}
        <span className={variant === "header" ? undefined : "max-sm:sr-only"}>{t("header.searchButton")}</span>
      </button>
    </form>
  );
}
