// The category step of the pipeline (pipeline.ts): which of the site's categories the words name, weighed
// word by word, with the rules by which one category word gives way to another (a dependent phrase, a tour's
// kind, an excursion named by its vehicle, one's own camper, bags left, a vehicle picked up).
import type { CategoryId } from "../../content/types.ts";
import { entry, hasFlag, isClaimed, skipArticles, type Ctx } from "./context.ts";
import { Flag } from "./lexicon-types.ts";
import { isTerminal, TRANSPORT, vehicleAboard } from "./route.ts";
import { CATEGORY_WEIGHT } from "./weights.ts";
import {
  BAGS,
  BY,
  CONTRACTED_TO,
  EXCURSION_VEHICLE,
  LEAVE_VERBS,
  OUTING_TAIL,
  RENTING,
  STUDENT,
  SUNSET,
  TIMING,
} from "./words/cues.ts";

/**
 * A category word in a dependent phrase ("with car", "before the ferry", "zum Hotel", "μαζί με
 * αυτοκίνητο") does not name what the visitor is looking for when another category word does.
 */
function isDependent(ctx: Ctx, i: number): boolean {
  let j = skipArticles(ctx, i, -1);
  // "to my hotel", "zu meinem Hotel": a possessive is an article here.
  const mine = entry(ctx.units[j], "my") !== undefined;
  if (mine) j--;
  const prev = ctx.units[j];
  if (hasFlag(prev, Flag.DEP)) return true;
  // A thing bought for a kind of trip ("backpack for island hopping", "Versicherung für Skiurlaub").
  if (
    hasFlag(prev, Flag.FOR) &&
    ctx.units.some((u, k) => k < j && u.entries.some((e) => e.type === "cat" && PRODUCT_CATEGORIES.has(e.id)))
  )
    return true;
  // "zum/zur Hotel", "to the hotel": a destination phrase with an article.
  return hasFlag(prev, Flag.DEST) && (mine || j < i - 1 || CONTRACTED_TO.test(prev?.tok.text ?? ""));
}

/**
 * The evidence for one category: its weight, that weight before dependent phrases were discounted, where its words are.
 */
interface Tally {
  weight: number;
  said: number;
  first: number;
  at: number[];
}

/** The category the words name; `dependent` when only a dependent phrase names one ("mit Auto"). */
export interface SaidCategory {
  id: CategoryId;
  dependent: boolean;
}

/**
 * A generic tour word gives way to the kind of tour ("kayak tour" → activities, "bike tour" →
 * cycling) unless it weighs more ("guided hike" → tours) and the kind is not the tour word's own
 * modifier ("guided e-bike tour" → cycling); a boat named right before a trip or
 * tour word is the tour's ("boat trip", "boat tour"), not a ferry; a cruise as strong as a day-trip
 * word is that trip.
 */
function modifiedHead(score: Map<CategoryId, Tally>, ctx: Ctx): void {
  const tours = score.get("tours");
  if (!tours) return;
  for (const kind of ["activities", "cycling"] as const) {
    const kindScore = score.get(kind);
    // Right before the tour word, the kind names the tour whatever praises it ("geführte E-Bike-Tour").
    // So does a compound of both ("Radtour", "Kajaktour").
    // So does the kind said as the way the tour goes ("ξενάγηση με ποδήλατο", "tour by bike", "Führung mit dem Rad").
    const byKind = (i: number) => {
      const by = skipArticles(ctx, i, -1);
      return BY.has(ctx.units[by]?.tok.text ?? "") && tours.at.includes(by - 1);
    };
    // And the kind with a guide after it ("ποδηλατάδα με ξεναγό", Greeklish "podilatada me ksenago", "bike ride with a
    // guide").
    const guided = (i: number) => {
      const by = skipArticles(ctx, i, 1);
      return BY.has(ctx.units[by]?.tok.text ?? "") && tours.at.includes(skipArticles(ctx, by, 1));
    };
    if (
      kindScore &&
      (tours.weight <= kindScore.weight ||
        kindScore.at.some((i) => tours.at.includes(i) || tours.at.includes(i + 1) || byKind(i) || guided(i)))
    ) {
      score.delete("tours");
      return;
    }
  }
  const ferries = score.get("ferries");
  if (ferries && ferries.at.some((i) => tours.at.includes(i + 1))) score.delete("ferries");
  // A cruise said with a day-trip word as strong ("κρουαζιέρα με καραβάκι στον Μπάλο", "Kreuzfahrt
  // Bootsausflug") is an excursion; a cruise with side trips ("mit Landausflügen") stays a cruise.
  const cruises = score.get("cruises");
  // (Its words as written: "με καραβάκι", "by small boat", is how the trip goes, not a dependent phrase.)
  if (cruises && tours.said >= cruises.said) score.delete("cruises");
}

/** Categories a vehicle word names that an outing by it is not: a rental, a crossing, a cruise ship, a camper. */
const VEHICLE_CATEGORIES = ["car-rental", "ferries", "cruises", "camper-vans"] as const;

/**
 * An excursion named by its vehicle ("jeep safari", "τζιπ σαφάρι", "Jeepsafari", "sunset catamaran
 * trip", "κρουαζιέρα με καταμαράν στο ηλιοβασίλεμα", "Sonnenuntergang Katamaranfahrt") is the outing:
 * a tour (a safari: an activity), not a rental, a ferry or a cruise, when an outing word stands
 * within two words of the vehicle or in one compound with it. A catamaran to a place with no outing
 * word ("καταμαράν Ηράκλειο Σαντορίνη") stays a ferry.
 */
function excursionByVehicle(ctx: Ctx, score: Map<CategoryId, Tally>): void {
  const text = (i: number) => ctx.units[i]!.tokens.map((t) => t.text).join("");
  const vehicles: number[] = [];
  const outings: number[] = [];
  let safari = false;
  ctx.units.forEach((unit, i) => {
    const written = text(i);
    const vehicle = EXCURSION_VEHICLE.exec(written);
    if (vehicle) {
      vehicles.push(i);
      const tail = OUTING_TAIL.exec(written.slice(vehicle[0].length));
      if (tail) {
        outings.push(i);
        safari ||= tail[1] === "safari";
      }
    } else if (
      SUNSET.test(written) ||
      unit.entries.some((e) => e.type === "cat" && (e.id === "tours" || e.id === "activities" || e.id === "cruises"))
    )
      outings.push(i);
  });
  if (!vehicles.some((v) => outings.some((o) => Math.abs(o - v) <= 2))) return;
  const named = new Set([...vehicles, ...outings]);
  for (const id of VEHICLE_CATEGORIES) if (score.get(id)?.at.every((i) => named.has(i))) score.delete(id);
  if (!score.has("tours") && !score.has("activities"))
    score.set(safari ? "activities" : "tours", {
      weight: CATEGORY_WEIGHT.outing,
      said: CATEGORY_WEIGHT.outing,
      first: vehicles[0]!,
      at: [vehicles[0]!],
    });
}

/**
 * A pitch for one's own caravan or motorhome at a campsite ("θέση για το τροχόσπιτό μας σε κάμπινγκ",
 * "Campingplatz mit eigenem Wohnmobil", "campsite pitch for our caravan") is camping: the camper is
 * the travellers' own unless renting is said ("campervan hire near a campsite").
 */
function ownCamper(ctx: Ctx, score: Map<CategoryId, Tally>): void {
  if (!score.has("camping") || !score.has("camper-vans")) return;
  if (ctx.units.some((u) => u.tokens.some((t) => RENTING.test(t.text)))) return;
  score.delete("camper-vans");
}

/** Places to sleep, beside which a crossing or flight named after says when (issue 40). */
const LODGING = new Set<CategoryId>(["hotels", "vacation-rentals", "camping", "student-housing"]);

/**
 * A bed asked for with the crossing or flight that sets its night ("hotel in Naxos for the night the
 * ferry arrives", "Hotel in Piräus vor der Fähre", "room in Bari, the ferry comes in late"): the bed
 * is what is sought. A transport word said after the lodging word, with a word of time beside it,
 * is the context, not the thing.
 */
function transportAsTime(ctx: Ctx, score: Map<CategoryId, Tally>): void {
  const beds = [...score].filter(([id]) => LODGING.has(id)).flatMap(([, tally]) => tally.at);
  if (beds.length === 0) return;
  const timed = (i: number) =>
    ctx.units.slice(Math.max(0, i - 3), i + 4).some((u) => u.tokens.some((t) => TIMING.test(t.text)));
  for (const id of TRANSPORT) {
    const tally = score.get(id);
    if (tally && tally.at.length > 0 && tally.at.every((i) => i > Math.min(...beds) && timed(i))) score.delete(id);
  }
}

function leftLuggage(ctx: Ctx): boolean {
  const verbs: number[] = [];
  const bags: number[] = [];
  ctx.units.forEach((unit, i) => {
    const keys = [unit.tok.key, ...unit.tokens.slice(1).map((t) => t.key)];
    if (keys.some((k) => LEAVE_VERBS.has(k))) verbs.push(i);
    if (keys.some((k) => BAGS.has(k))) bags.push(i);
  });
  return verbs.some((v) => bags.some((b) => Math.abs(v - b) <= 6));
}

export function extractCategory(ctx: Ctx): SaidCategory | undefined {
  const headFirst = ctx.lang === "el";
  const score = new Map<CategoryId, Tally>();
  // A word that is a name first ("Kos") is not a category word; one that is a word first ("tours",
  // also the weak name of a French city) is.
  const namesPlace = (u: Ctx["units"][number]) => u.entries.some((e) => e.type === "place" && !e.place.weak);
  const cats = (u: Ctx["units"][number]) =>
    !isClaimed(ctx, u) && !namesPlace(u) && u.entries.some((e) => e.type === "cat");
  const heads = ctx.units.filter((u, i) => cats(u) && !isDependent(ctx, i)).length;
  // A category read only through a typo gives way to those written as they are ("φιλοξενία …
  // homestay" is no φύλαξη); a typo of a written one still counts ("insurance that covers").
  const written = new Set(
    ctx.units.flatMap((u) =>
      cats(u) && (u.quality ?? 0) < 3 ? u.entries.flatMap((e) => (e.type === "cat" ? [e.id] : [])) : [],
    ),
  );
  ctx.units.forEach((unit, i) => {
    if (isClaimed(ctx, unit) || namesPlace(unit)) return;
    const best = new Map<CategoryId, number>();
    const factor = (heads > 0 && isDependent(ctx, i)) || vehicleAboard(ctx, i) ? CATEGORY_WEIGHT.dependent : 1;
    for (const candidate of unit.entries) {
      if (candidate.type !== "cat" || (unit.quality === 3 && written.size > 0 && !written.has(candidate.id))) continue;
      best.set(candidate.id, Math.max(best.get(candidate.id) ?? 0, candidate.weight));
    }
    for (const [id, said] of best) {
      const weight = said * factor;
      const cur = score.get(id);
      if (cur) {
        cur.weight += weight;
        cur.said += said;
        cur.at.push(i);
      } else score.set(id, { weight, said, first: i, at: [i] });
      if (cur && !headFirst) cur.first = i;
    }
  });
  modifiedHead(score, ctx);
  excursionByVehicle(ctx, score);
  ownCamper(ctx, score);
  transportAsTime(ctx, score);
  // A student who travels ("είμαι φοιτητής", "2 foitites", "two students", "Erasmus") is who goes,
  // not what is sought, when a ticket or cover is named: that category wins.
  const student = score.get("student-housing");
  if (
    student &&
    [...score.keys()].some((id) => FOR_THE_TRIP.has(id)) &&
    student.at.every((i) => ctx.units[i]!.tokens.length === 1 && STUDENT.test(ctx.units[i]!.tok.text))
  ) {
    score.delete("student-housing");
  }
  // Bags left or stored, the verb anywhere near ("wo kann ich meine Koffer in Thessaloniki lassen",
  // "where can I leave our 3 bags", "να αφήσουμε κάπου τις βαλίτσες"): luggage storage, not gear.
  if (leftLuggage(ctx)) {
    const storage = score.get("luggage-storage");
    if (storage) storage.weight += CATEGORY_WEIGHT.bagsLeft;
    else
      score.set("luggage-storage", {
        weight: CATEGORY_WEIGHT.bagsLeft,
        said: CATEGORY_WEIGHT.bagsLeft,
        first: 0,
        at: [],
      });
  }
  // A vehicle picked up or dropped off ("pick up car chania airport drop off heraklion", "Auto
  // abholen", "παραλαβή αυτοκινήτου") is rented: a transfer picks up people, not a car.
  const rental = score.get("car-rental");
  if (
    rental &&
    rental.at.some(
      (i) =>
        hasFlag(ctx.units[skipArticles(ctx, i, -1)], Flag.PICKUP | Flag.DROPOFF) ||
        hasFlag(ctx.units[skipArticles(ctx, i, 1)], Flag.PICKUP | Flag.DROPOFF),
    )
  )
    rental.weight += CATEGORY_WEIGHT.handedOver;
  // A vehicle picked up and returned ("Abholung Heraklion, Rückgabe Chania"): people are not returned.
  if (rental && ctx.units.some((u) => hasFlag(u, Flag.PICKUP)) && ctx.units.some((u) => hasFlag(u, Flag.DROPOFF)))
    rental.weight += CATEGORY_WEIGHT.handedOver;
  // People picked up at an airport or port ("pick up from heraklion airport to hotel in malia",
  // "παραλαβή από το λιμάνι"): a ride, whatever lodging it ends at.
  const pickedUp =
    !rental && ctx.units.some((u, i) => hasFlag(u, Flag.PICKUP) && ctx.units.slice(i + 1, i + 5).some(isTerminal));
  if (pickedUp) {
    const ride = score.get("transfers");
    if (ride) ride.weight += CATEGORY_WEIGHT.handedOver;
    else
      score.set("transfers", {
        weight: CATEGORY_WEIGHT.handedOver,
        said: CATEGORY_WEIGHT.handedOver,
        first: 0,
        at: [],
      });
  }
  // Ties: Greek puts the head noun first ("ενοικίαση σκάφους"), English and
  // German last ("boat tours", "Kajak Tour").
  let winner: CategoryId | undefined;
  let top = { weight: 0, first: headFirst ? Infinity : -Infinity };
  for (const [id, tally] of score) {
    if (
      tally.weight > top.weight ||
      (tally.weight === top.weight && (headFirst ? tally.first < top.first : tally.first > top.first))
    ) {
      winner = id;
      top = tally;
    }
  }
  return winner ? { id: winner, dependent: heads === 0 } : undefined;
}

/** What a student buys for a trip, beside which the student words say who travels. */
const FOR_THE_TRIP = new Set<CategoryId>([...TRANSPORT, "insurance", "esim", "flight-compensation", "travel-gear"]);

/** Categories of things bought, not places visited: no free-text place. */
export const PRODUCT_CATEGORIES = new Set<CategoryId>(["travel-gear", "insurance", "flight-compensation", "esim"]);
