// Linking a planned trip to the partners that book it (issue 30, decisions 036 and 053): each leg and
// stay is asked of the search's own rank(), filled with what the trip says, so a trip's link is exactly
// the link the search gives for that piece; a stay also lists its place's live deals. Pure and synchronous.
import type { CategoryId, Lang } from "../../content/types.ts";
import type { TripModel } from "../requests.ts";
import type { Intent } from "../search/intent.ts";
import { readDeals } from "../search/deals.ts";
import { rank, type RankedAction, type SearchDeal } from "../search/rank.ts";
import type { TripLeg, TripPlan, TripStay } from "./plan.ts";

/** The partners to book a piece of the trip with, best first (pre-filled links first). */
export interface TripOptions {
  category: CategoryId;
  actions: RankedAction[];
}

/** A leg with its partners per transport, the usual transport first. */
export interface LinkedLeg extends TripLeg {
  options: TripOptions[];
}

/** A stay with its partners per kind of lodging, and the place's live deals. */
export interface LinkedStay extends TripStay {
  options: TripOptions[];
  deals: RankedAction[];
}

/** How many partners of a category a piece shows (the others are on the category's page). */
const PARTNERS_SHOWN = 3;
const LODGING: readonly CategoryId[] = ["hotels", "vacation-rentals"];

/** The partners of each category for a piece of the trip, and (with `deals`) the live deals of the first. */
function optionsFor(
  intent: Intent,
  categories: readonly CategoryId[],
  lang: Lang,
  now: Date,
  deals: readonly SearchDeal[],
): { options: TripOptions[]; deals: RankedAction[] } {
  const options = categories.map((category) => {
    const result = rank({ ...intent, category }, "", lang, now, []);
    const partners = result.actions.filter((action) => action.kind === "partner");
    return { category, actions: partners.slice(0, PARTNERS_SHOWN) };
  });
  const dealsOf = () => rank({ ...intent, category: categories[0] }, "", lang, now, readDeals(deals, now)).actions;
  const found = deals.length ? dealsOf().filter((action) => action.kind === "deal") : [];
  return { options, deals: found };
}

/**
 * Every leg and stay of a plan with the partner links that book it, each filled with what the trip
 * says: a leg's ends, day and travellers; a stay's place, check-in and check-out, guests and a budget
 * per night. Stays also list the live deals for their place (`deals`: the public list the page has).
 */
export function linkTrip(
  trip: TripModel,
  plan: TripPlan,
  lang: Lang,
  now: Date = new Date(),
  deals: readonly SearchDeal[] = [],
): { legs: LinkedLeg[]; stays: LinkedStay[] } {
  const people: Intent = {
    ...(trip.travellers !== undefined ? { travellers: trip.travellers } : {}),
    ...(trip.children !== undefined ? { children: trip.children } : {}),
  };
  const legs = plan.legs.map((leg) => {
    const ways = [leg.transport, ...leg.alternatives].filter((way): way is CategoryId => !!way);
    const day = leg.date ? { dates: { from: leg.date, to: leg.date } } : {};
    const route: Intent = { ...people, origin: leg.from, ...(leg.to ? { destination: leg.to } : {}), ...day };
    // (A rented car is picked up where the leg starts.)
    const options = ways.map((way) => {
      const intent = way === "car-rental" ? { ...people, place: leg.from, ...day } : route;
      return optionsFor(intent, [way], lang, now, []).options[0]!;
    });
    return { ...leg, options };
  });
  const perNight = trip.budget?.per === "night" ? { budget: trip.budget } : {};
  const stays = plan.stays.map((stay) => {
    const dates = stay.checkin && stay.checkout ? { dates: { from: stay.checkin, to: stay.checkout } } : {};
    const intent: Intent = { ...people, ...perNight, place: stay.place, ...dates };
    return { ...stay, ...optionsFor(intent, LODGING, lang, now, deals) };
  });
  return { legs, stays };
}
