// Deals read like queries, once, before ranking: a deal's own title is understood in the deal's language
// ("Έκπτωση 20% σε ξενοδοχεία Αθήνας" → hotels in Athens), with the category the console gave it. rank()
// takes the deals already read, so that it never calls understand() itself (issue 39, decision 052).
import type { Intent } from "./intent.ts";
import type { ReadDeal, SearchDeal } from "./rank.ts";
import { understand } from "./understand.ts";

/** Deals' intents by language and title: a page reads the same deals for every query it ranks. */
const dealIntents = new Map<string, Intent>();
/** Titles kept before the cache starts over. */
const CACHED_TITLES = 1000;

/** What a deal is about: its title read by the understander, in the deal's language, and its category. */
function dealIntent(deal: SearchDeal, now: Date): Intent {
  const key = `${deal.lang}:${deal.title}`;
  let intent = dealIntents.get(key);
  if (!intent) {
    intent = understand(deal.title, deal.lang, now);
    if (deal.category) intent = { ...intent, category: deal.category };
    if (dealIntents.size > CACHED_TITLES) dealIntents.clear();
    dealIntents.set(key, intent);
  }
  return intent;
}

/** The deals with what each is about, for rank(). */
export function readDeals<Deal extends SearchDeal>(deals: readonly Deal[], now: Date): (Deal & ReadDeal)[] {
  return deals.map((deal) => ({ ...deal, intent: dealIntent(deal, now) }));
}
