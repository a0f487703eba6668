// The stable, external view of what the search does with a query (the contract of
// `npm run -s search:explain -- --batch FILE`, documented in README.md): the understood intent
// in plain fields, and the ranked partner actions with what each link carries.
import type { Lang } from "../../content/types.ts";
import type { CarryKey } from "./deep-link.ts";
import { rank } from "./rank.ts";
import { guessLang, understand } from "./understand.ts";

export interface ExplainedQuery {
  lang: Lang;
  intent: {
    category: string | null;
    /** True when the category was not said but inferred (the transport of a route without one). */
    inferred: boolean;
    place: string | null;
    origin: string | null;
    destination: string | null;
    budget: { amount: number; currency: string } | null;
    dates: { from: string | null; to: string | null; month: string | null } | null;
    travellers: { adults: number | null; children: number | null; count: number } | null;
  };
  actions: { partnerId: string; url: string; prefilled: boolean; carries: CarryKey[] }[];
}

export function explain(query: string, lang: Lang | undefined, now: Date = new Date()): ExplainedQuery {
  const language = lang ?? guessLang(query);
  const intent = understand(query, language, now);
  const dateSpec = intent.dates;
  const dates =
    dateSpec && "from" in dateSpec
      ? { from: dateSpec.from, to: dateSpec.to, month: null }
      : dateSpec && "month" in dateSpec
        ? { from: null, to: null, month: `${dateSpec.year}-${String(dateSpec.month).padStart(2, "0")}` }
        : null;
  const actions = rank(intent, query, language, now)
    .actions.filter((a) => a.kind === "partner")
    .map((action) => ({ partnerId: action.id, url: action.url, prefilled: action.prefilled, carries: action.carries }));
  return {
    lang: language,
    intent: {
      category: intent.category ?? null,
      inferred: intent.inferred === true,
      place: intent.place ?? null,
      origin: intent.origin ?? null,
      destination: intent.destination ?? null,
      budget: intent.budget ? { amount: intent.budget.amount, currency: intent.budget.currency } : null,
      dates,
      // Children are counted apart when the query does ("2 adults 1 child"); otherwise everyone is an adult.
      travellers: intent.travellers
        ? {
            adults: intent.travellers - (intent.children ?? 0),
            children: intent.children ?? null,
            count: intent.travellers,
          }
        : null,
    },
    actions,
  };
}
