// The limits of a trip (decisions 016, 036 and 053), written once: core/requests.ts validates a saved trip
// with them, the trip engine (core/trip/read.ts) holds what a sentence says to them, and the trip page
// bounds its inputs by them. No zod here, so the lazily loaded engine chunk does not carry it.

/** Stops one trip holds, and trips one account keeps. */
export const MAX_TRIP_STOPS = 12;
export const MAX_TRIPS = 100;
/** Nights one stop holds, travellers one trip counts (children are fewer), a noted price in euros, a budget. */
export const MAX_TRIP_NIGHTS = 90;
export const MAX_TRIP_TRAVELLERS = 30;
export const MAX_TRIP_PRICE = 100_000;
export const MAX_TRIP_BUDGET = 1_000_000;
/** Characters of a trip sentence that are read (the sentence box holds no more). */
export const MAX_TRIP_SENTENCE = 600;
/** What a budget can be for: the search reads "per month" too, which no trip holds. */
export const TRIP_BUDGET_PER = ["night", "person", "total", "day"] as const;
