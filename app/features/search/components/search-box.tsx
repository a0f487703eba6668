import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useT } from "~/i18n/i18n";
import { loadSearchEngine } from "../load-engine.ts";

/** The search page's own box: prefilled with the query; submitting puts the new query in the URL. */
export function SearchBox({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useT();
  const id = useId();
  const [text, setText] = useState(query);
  // A new query from elsewhere (header box, back button) replaces what is in the box.
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setText(query);
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = text.trim();
    if (q) onSearch(q);
  }

  return (
    <form role="search" onSubmit={onSubmit} className="relative mt-6 flex w-full max-w-2xl items-center">
      <label htmlFor={id} className="sr-only">
        {t("search.boxLabel")}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-4 size-5 text-muted-foreground" />
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => void loadSearchEngine().catch(() => undefined)}
        placeholder={t("header.searchPlaceholder")}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={300}
        className="h-14 w-full appearance-none rounded-2xl border border-input bg-card pr-32 pl-12 text-base text-foreground shadow-lg shadow-blue-950/10 placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring max-sm:pr-14"
      />
      <button
        type="submit"
        className="absolute right-1.5 inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl bg-[#c2410c] px-5 font-semibold text-white transition-colors hover:bg-[#9a3412] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring max-sm:w-11 max-sm:px-0"
      >
        <Search className="size-5 sm:hidden" aria-hidden="true" />
        <span className="max-sm:sr-only">{t("header.searchButton")}</span>
      </button>
    </form>
  );
}
