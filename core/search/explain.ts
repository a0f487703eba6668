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

export function explain(q: string, lang: Lang | undefined, now: Date = new Date()): ExplainedQuery {
  const l = lang ?? guessLang(q);
  const intent = understand(q, l, now);
  const d = intent.dates;
  const dates =
    d && "from" in d
      ? { from: d.from, to: d.to, month: null }
      : d && "month" in d
        ? { from: null, to: null, month: `${d.year}-${String(d.month).padStart(2, "0")}` }
        : null;
  const actions = rank(intent, q, l, now)
    .actions.filter((a) => a.kind === "partner")
    .map((a) => ({ partnerId: a.id, url: a.url, prefilled: a.prefilled, carries: a.carries }));
  return {
    lang: l,
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
        ? { adults: intent.travellers - (intent.children ?? 0), children: intent.children ?? null, count: intent.travellers }
        : null,
    },
    actions,
  };
}
