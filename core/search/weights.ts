// The search's scores, named in one place (issue 39, decision 052). Two scales: the rank of an action on the
// results page (rank.ts), and the weight of a category's evidence in a query (category.ts).

/**
 * Scores of ranked actions, highest first. Why they are ordered so:
 * - a partner of a category a word named (`named`, less its catalogue position) outranks one of a category
 *   guessed from a route or a place (`guessed`): the visitor said it;
 * - a pre-filled link adds `filled` and `perCarried` for each value it carries, so a filled link passes
 *   every bare one (a category has at most 12 partners, so positions stay under 20) and the link carrying most of the
 *   query leads;
 * - our own page leads (`ownPageLeads`, above any bare partner) only when no partner link carries
 *   anything, the place's guide one above it;
 * - otherwise the place's guide follows the named partners (`guideBeside`, the first of our own pages:
 *   "Νάξος τι να δω" opens the guide, decision 051), the category page just below it (`namedPage`), then deals
 *   (`deal`), the partners of a guessed category (`guessed`), the other transports' pages of a route
 *   (`otherTransportPage`) and a place's other categories (`placePage`), the guessed category's page (`guessedPage`);
 *   full-text hits come last (at most `fullTextCap`).
 */
export const WEIGHT = {
  named: 100,
  guessed: 60,
  filled: 50,
  perCarried: 20,
  ownPageLeads: 120,
  namedPage: 70,
  guideBeside: 71,
  deal: 65,
  placePage: 45,
  otherTransportPage: 40,
  guessedPage: 30,
  fullTextCap: 39,
} as const;

/**
 * Weights of a category's evidence in a query (each word's own weight comes from the lexicon, 1 for most).
 * - `dependent`: a category word in a dependent phrase ("mit Auto", "before the ferry") or a vehicle taken
 *   aboard counts a fifth, so that any word naming what is sought outweighs it;
 * - `bagsLeft`: bags left or stored near a verb of leaving are luggage storage, weighed as three words, so
 *   the gear the bag words name on their own gives way;
 * - `handedOver`: a vehicle picked up or dropped off, or people picked up at a terminal, adds as much as
 *   one more plain category word and a half (a rental over a transfer, a ride over the lodging it ends at);
 * - `outing`: an excursion named only by its vehicle ("jeep safari") counts as one word.
 */
export const CATEGORY_WEIGHT = {
  dependent: 0.2,
  bagsLeft: 3,
  handedOver: 2,
  outing: 1,
} as const;
