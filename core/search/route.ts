// Places and their roles: the place of a stay, or origin/destination of a trip
// ('από Πειραιά για Νάξο', 'Athens to Berlin', 'von Athen nach Berlin',
// 'Πειραιάς - Νάξος').
import type { CategoryId } from "../../content/types.ts";
import { flags, hasFlag, type Ctx } from "./context.ts";
import { Flag, type Place } from "./lexicon-types.ts";

export const TRANSPORT: ReadonlySet<CategoryId> = new Set<CategoryId>(["ferries", "flights", "trains-buses", "transfers"]);

/**
 * Categories that take one place, or two when the words make a trip of them: a one-way car rental
 * ("pick up in Heraklion, drop off in Chania"), a day trip or tour from a town to a sight ("day
 * trip to Meteora from Athens", "Tagesausflug Delphi ab Athen").
 */
/** Tickets from one place to another: a lone place named with one is the destination. */
const TICKETS: ReadonlySet<CategoryId> = new Set<CategoryId>(["ferries", "flights", "trains-buses"]);
const TWO_PLACE: ReadonlySet<CategoryId> = new Set<CategoryId>(["car-rental", "camper-vans", "tours", "activities", "cycling", "cruises", "flight-compensation"]);


type Role = "origin" | "dest" | "loc" | "motion" | "none";

interface Mention {
  place: Place;
  at: number;
  role: Role;
  /** Read through a typo (lexicon quality 3), not exactly or by its phonetic key. */
  typo: boolean;
}

function bestPlace(places: Place[]): Place {
  return places.reduce((a, b) => (b.rank < a.rank ? b : a));
}

function roleBefore(ctx: Ctx, i: number, prevPlaceAt: number | undefined): Role {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const u = ctx.units[k]!;
    if (u.tok.kind === "dash") return prevPlaceAt !== undefined && k > prevPlaceAt ? "dest" : "none";
    const f = flags(u);
    if (f & Flag.ORIGIN) return "origin";
    if (f & Flag.DEST) return "dest";
    if (f & Flag.MOTION) return "motion";
    if (f & Flag.LOC) return "loc";
    if (!(f & Flag.ARTICLE)) return "none";
  }
  return "none";
}

export interface Places {
  place?: string;
  origin?: string;
  destination?: string;
}

/** The places of the query and their roles; the last extractor, it reads units and marks none. */
export function extractPlaces(ctx: Ctx, category: CategoryId | undefined): Places {
  const mentions: Mention[] = [];
  for (let i = 0; i < ctx.units.length; i++) {
    const u = ctx.units[i]!;
    if (u.used) continue;
    // An airline's name is not a place ("Aegean" the airline, not the sea).
    if (u.entries.some((e) => e.type === "airline") && (category === "flights" || category === "flight-compensation")) continue;
    const places = u.entries.filter((e) => e.type === "place").map((e) => (e as { place: Place }).place);
    if (places.length === 0) continue;
    const prev = mentions[mentions.length - 1]?.at;
    const role = roleBefore(ctx, i, prev);
    // A name that is also an everyday word ("Reading", "Χώρα") is a place only after a place word;
    // so is one spelled like a function word of the query ("afhsw": αφήσω, "leave", not Afissos).
    const fnWord = u.entries.some((e) => e.type === "fn");
    const named = places.filter((p) => !(p.weak || fnWord) || role !== "none");
    if (named.length === 0) continue;
    mentions.push({ place: bestPlace(named), at: i, role, typo: u.quality === 3 });
  }
  // Same place twice ("Νάξος ... Νάξο"): keep the first.
  const seen = new Set<string>();
  let ms = mentions.filter((m) => (seen.has(m.place.name) ? false : (seen.add(m.place.name), true)));
  if (ms.length === 0) return {};

  const transport = category !== undefined && TRANSPORT.has(category);
  // Where one place is meant, a place read through a typo gives way to one written exactly, unless
  // a place word gave it a role ("best hotel in Naxos": "best" is no island).
  if (!transport && !(category && TWO_PLACE.has(category)) && ms.some((m) => !m.typo)) ms = ms.filter((m) => !m.typo || m.role !== "none");
  const routeWords = ms.some((m) => m.role === "origin" || m.role === "dest");
  // A country next to a city/island in it is context, not a second place ("Naxos Greece").
  const specific = ms.filter((m) => m.place.kind !== "country");
  // Two places side by side with no category word are a route ("athina milano 3/10", "naxos amorgos"),
  // also with a Greeklish "to" between them ("skg to lgw").
  const between = specific.length >= 2 ? ctx.units.slice(specific[0]!.at + 1, specific[1]!.at) : [];
  const sideBySide = specific.length >= 2 && between.every((u) => hasFlag(u, Flag.ARTICLE | Flag.DEST));
  // A one-way rental or a trip from a town: a direction word, or pick-up and drop-off words.
  // A claim names the flight's two airports side by side too ("flug frankfurt athen gestrichen").
  const trip =
    category !== undefined &&
    TWO_PLACE.has(category) &&
    specific.length >= 2 &&
    (routeWords || ctx.units.some((u) => hasFlag(u, Flag.PICKUP | Flag.DROPOFF)) || (category === "flight-compensation" && sideBySide));

  // A cruise "from Piraeus" names its port of departure (a sea named beside it is its setting).
  if (category === "cruises" && !ms.some((m) => m.role === "dest")) {
    const from = ms.find((m) => m.role === "origin");
    if (from) return { origin: from.place.name };
  }
  if (ms.length >= 2 && (transport || trip || (category === undefined && (routeWords || sideBySide)))) {
    const isDest = (m: Mention) => m.role === "dest" || (transport && m.role === "motion");
    // A river or sea named beside the towns is the setting, not an end ("Danube cruise Budapest to Vienna").
    const towns = ms.filter((m) => m.role !== "none" || m.place.kind !== "region");
    const ends = towns.length >= 2 ? towns : ms;
    const origin = ends.find((m) => m.role === "origin") ?? ends.find((m) => !isDest(m)) ?? ends[0]!;
    const dest = ends.find((m) => m !== origin && isDest(m)) ?? ends.find((m) => m !== origin)!;
    return { origin: origin.place.name, destination: dest.place.name };
  }
  const only = ms.length >= 2 && specific.length > 0 ? specific[0]! : ms[0]!;
  if (transport || category === undefined) {
    if (only.role === "origin") return { origin: only.place.name };
    if (only.role === "dest" || (transport && only.role === "motion")) return { destination: only.place.name };
    // A ticket's one place with no place word is where it goes ("Flug Split", "πλοίο Νάξος 20/8").
    // A rented boat or car goes nowhere ("motorboot mieten parga").
    const renting = ctx.units.some((u) => u.entries.some((e) => e.type === "cat" && e.id === "car-rental"));
    if (category && TICKETS.has(category) && only.role === "none" && ms.length === 1 && !renting) return { destination: only.place.name };
  }
  return { place: only.place.name };
}
