// Number of travellers: "για 2", "για δύο άτομα", "2 ενήλικες και 1 παιδί",
// "for 2 people", "family of 4", "couple", "zu zweit", "für 3 Personen".
import { claim, entry, freeNumber, hasFlag, isClaimed, isCurrency, type Ctx } from "./context.ts";
import { Flag } from "./lexicon-types.ts";
import {
  AGE_WORDS,
  AMONG,
  AMONG_FILL,
  ARE_WORDS,
  BAG_COUNT,
  COUPLE,
  I_AM,
  OF_THEM,
  OLD_WORDS,
  ONE_CHILD,
  WHOLE_COUNT,
  WHOLE_PARTY,
  WITH_GERMAN,
  WITH_LATIN,
  YEAR_WORDS,
} from "./words/travellers.ts";

/** Under this age a traveller is a child. */
const ADULT_AGE = 18;
interface Age {
  start: number;
  end: number;
  age: number;
}

/**
 * Ages written in the query ("my 12 yo son", "mit meinem 8-jährigen Sohn", "με τον 10χρονο γιο
 * μου", "kids aged 5 and 7" is not one): each is marked used, so it is never a price or a head count.
 */
function readAges(ctx: Ctx): Age[] {
  const units = ctx.units;
  const ages: Age[] = [];
  for (let i = 0; i < units.length; i++) {
    const age = freeNumber(ctx, units[i], false);
    if (age === undefined || !Number.isInteger(age) || age > 99) continue;
    let j = units[i + 1]?.tok.kind === "dash" ? i + 2 : i + 1;
    const key = units[j]?.tok.key ?? "";
    // "είμαι 72", "ich bin 72": the writer's age.
    if (I_AM.has(units[i - 1]?.tok.text ?? "")) j = i;
    // "8 year old", "7-year-old" (dashes both sides).
    else if (
      YEAR_WORDS.has(key) &&
      OLD_WORDS.has(units[units[j + 1]?.tok.kind === "dash" ? j + 2 : j + 1]?.tok.key ?? "")
    )
      j += units[j + 1]?.tok.kind === "dash" ? 2 : 1;
    else if (!AGE_WORDS.has(key)) continue;
    claim(ctx, i, j);
    ages.push({ start: i, end: j, age });
  }
  return ages;
}

/** Children named one by one without a number ("με μωρό", "mit Baby", "and a toddler"). */
function loneChildren(ctx: Ctx): number {
  const { units } = ctx;
  return units.filter(
    (unit, k) => !isClaimed(ctx, unit) && ONE_CHILD.has(unit.tok.key) && freeNumber(ctx, units[k - 1]) === undefined,
  ).length;
}

/** A head count: up to 30 people, or up to 99 when a people word says so ("28 kids 3 teachers", "40 Gäste"). */
function smallCount(count: number | undefined, max = 30): count is number {
  return count !== undefined && Number.isInteger(count) && count >= 1 && count <= max;
}

/** Most people a people word counts ("40 Gäste", a wedding; "28 kids", a school trip). */
const GROUP_MAX = 99;

/**
 * Children said to be among a party just counted, from unit j on ("incl 2 kids", "davon zwei Kinder",
 * "εκ των οποίων 2 παιδιά", "2 of them kids"): their number (fewer than the party), or undefined.
 */
function amongKids(ctx: Ctx, j: number, party: number): number | undefined {
  const units = ctx.units;
  let k = j;
  let said = false;
  if (AMONG.has(units[k]?.tok.key ?? "") && !isClaimed(ctx, units[k]!)) {
    said = true;
    k++;
    while (k < j + 4 && (AMONG_FILL.has(units[k]?.tok.key ?? "") || hasFlag(units[k], Flag.ARTICLE))) k++;
  }
  const kids = freeNumber(ctx, units[k]);
  if (kids === undefined || !Number.isInteger(kids) || kids < 1 || kids >= party) return undefined;
  let w = k + 1;
  // "2 of them kids", "2 davon Kinder", "2 από αυτούς παιδιά"
  if (!said) {
    if (hasFlag(units[w], Flag.OF) || units[w]?.tok.text === "of") w++;
    if (!OF_THEM.has(units[w]?.tok.key ?? "")) return undefined;
    w++;
    if (ARE_WORDS.has(units[w]?.tok.text ?? "")) w++;
  }
  if (!entry(units[w], "people")?.kid) return undefined;
  claim(ctx, j, w);
  return kids;
}

/** An among-word right before unit i, over its fillers ("davon zwei", "εκ των οποίων 2"; not "από Πειραιά 2"). */
function amongBefore(units: Ctx["units"], i: number): boolean {
  let k = i - 1;
  while (k > i - 4 && (AMONG_FILL.has(units[k]?.tok.key ?? "") || hasFlag(units[k], Flag.ARTICLE))) k--;
  return AMONG.has(units[k]?.tok.key ?? "");
}

/**
 * Children written by their age alone ("2 adults and a 7-year-old", "2 ενήλικες και ένα 6χρονο"): an
 * age under 18 with no person word after it (that word is counted by itself: "ein 5-jähriges Kind",
 * "my 12 yo son").
 */
function agedChildren(units: Ctx["units"], ages: readonly Age[]): number {
  return ages.filter(
    (a) =>
      a.age < ADULT_AGE && a.end > a.start && !entry(units[a.end + 1], "people") && !entry(units[a.end + 1], "kin"),
  ).length;
}

/** How many people travel, and how many of them are children when the query tells them apart. */
export interface Travellers {
  count: number;
  children?: number;
}

export function extractTravellers(ctx: Ctx): Travellers | undefined {
  const units = ctx.units;
  const ages = readAges(ctx);

  // N people [and M kids]
  for (let i = 0; i < units.length; i++) {
    const count = freeNumber(ctx, units[i]);
    const people = entry(units[i + 1], "people");
    if (!smallCount(count, GROUP_MAX) || !people || isClaimed(ctx, units[i + 1]!) || people.count !== undefined)
      continue;
    // ("wir sind vier, davon zwei Kinder": the children are among the party counted before.)
    if (people.kid && amongBefore(units, i)) continue;
    // (A per-person word after a big number is a price: "under 60 pp", "80 το άτομο".)
    if (!smallCount(count) && entry(units[i + 1], "per")) continue;
    claim(ctx, i, i + 1);
    // "5 of us incl 2 kids", "4 people, 2 of them kids", "6 Personen, davon 2 Kinder"
    const inParty = people.kid ? undefined : amongKids(ctx, i + 2, count);
    if (inParty !== undefined) return { count, children: inParty };
    let total = count;
    let children = people.kid ? count : 0;
    // "2 ενήλικες και 2 παιδιά", "2 adults 1 child", "2 Erwachsene + 1 Kind", "2 Erwachsene, 1 Kind"
    let j = i + 2;
    // "4 άτομα με 2 παιδιά", "4 people with 2 kids": the kids are among the people counted;
    // "2 ενήλικες με 2 παιδιά", "2 adults and 2 kids": two groups.
    const withWord = hasFlag(units[j], Flag.OF) || WITH_LATIN.has(units[j]?.tok.text ?? "");
    const among = !people.kid && WHOLE_PARTY.has(units[i + 1]!.tok.key) && withWord;
    const joined = !among && (hasFlag(units[j], Flag.AND) || units[j]?.tok.kind === "plus" || withWord);
    if (joined || among) j++;
    const more = freeNumber(ctx, units[j]);
    const morePeople = entry(units[j + 1], "people");
    if (among && smallCount(more, GROUP_MAX) && morePeople?.kid && more < count) {
      claim(ctx, j - 1, j + 1);
      children += more;
    } else if (smallCount(more, GROUP_MAX) && morePeople && morePeople.count === undefined && !among) {
      claim(ctx, j - 1, j + 1);
      total += more;
      if (morePeople.kid) children += more;
    } else if (people.kid) {
      // "family with 2 kids" / "2 παιδιά" alone: kids plus two adults when a family/couple is said,
      // or plus the grown-ups named ("my wife and 2 kids", "γιαγιά, παππούς και 3 εγγόνια").
      const fam = units.some((u) => entry(u, "family") || entry(u, "people")?.count === 2);
      if (fam) total += 2;
      else total += kin(ctx, ages, true)?.count ?? 0;
    }
    // "baby + 2 adults", "2 Erw. mit Baby": one child named without a number is one more;
    // so is a child named by age alone ("2 adults and a 7-year-old").
    if (!people.kid) {
      const lone = loneChildren(ctx) + agedChildren(units, ages);
      total += lone;
      children += lone;
    }
    // Children are told apart only when adults are counted too ("3 kids" alone says nothing of adults).
    return children > 0 && children < total ? { count: total, children } : { count: total };
  }

  // "2+2", "δωμάτιο 2+1": grown-ups plus children when a child word is near, else a sum.
  for (let i = 0; i + 2 < units.length; i++) {
    const adults = freeNumber(ctx, units[i]);
    const kids = freeNumber(ctx, units[i + 2]);
    if (units[i + 1]!.tok.kind !== "plus" || !smallCount(adults) || !smallCount(kids)) continue;
    claim(ctx, i, i + 2);
    const near = units.slice(Math.max(0, i - 3), i + 6).some((u) => entry(u, "people")?.kid);
    return near ? { count: adults + kids, children: kids } : { count: adults + kids };
  }

  // family of 4 / οικογένεια 4 ατόμων / τετραμελής / vierköpfige Familie
  for (let i = 0; i < units.length; i++) {
    const fam = entry(units[i], "family");
    const grp = entry(units[i], "group");
    if (!fam && !grp) continue;
    if (fam?.count) {
      claim(ctx, i);
      return { count: fam.count };
    }
    let j = i + 1;
    if (hasFlag(units[j], Flag.OF) || hasFlag(units[j], Flag.AND)) j++;
    const count = freeNumber(ctx, units[j]);
    // ("wir sind ein Paar": the couple counts, not "ein".)
    if (smallCount(count) && !isCurrency(units[j + 1]) && entry(units[j + 1], "people")?.count === undefined) {
      claim(ctx, i, j);
      // "wir sind vier, davon zwei Kinder", "we are 5 including 3 kids"
      const inParty = amongKids(ctx, j + 1, count);
      return inParty === undefined ? { count } : { count, children: inParty };
    }
  }

  // couple / solo / zu zweit
  for (let i = 0; i < units.length; i++) {
    const people = entry(units[i], "people");
    if (!people || people.count === undefined || isClaimed(ctx, units[i]!)) continue;
    // "a couple of days" (but "ζευγάρι με σκύλο", a couple with a dog: Greek "με" is also "of")
    if (
      hasFlag(units[i + 1], Flag.OF) &&
      (entry(units[i + 2], "unit") || entry(units[i + 3], "unit") || units[i + 2]?.tok.kind === "num")
    )
      continue;
    // "ein paar Tage", "a couple days", "paar Stunden": a few days or hours, not two people.
    if (entry(units[i + 1], "unit") || entry(units[i + 1], "measure")) continue;
    claim(ctx, i);
    // "two couples", "zwei Paare", "2 ζευγάρια": two people each.
    const pairs = COUPLE.has(units[i]!.tok.key) ? freeNumber(ctx, units[i - 1]) : undefined;
    const count =
      pairs !== undefined && Number.isInteger(pairs) && pairs >= 2 && pairs <= 10 ? pairs * 2 : people.count;
    if (count !== people.count) claim(ctx, i - 1);
    const lone = count > 1 ? loneChildren(ctx) + agedChildren(units, ages) : 0;
    // "zu dritt mit Baby": the party counted as a whole has the baby in it already.
    if (lone && WHOLE_COUNT.test(units[i]!.tokens.map((t) => t.text).join("_")))
      return lone < count ? { count, children: lone } : { count };
    // "ζευγάρι με μωρό", "couple with a baby", "a couple and a 5-year-old": the child is one more.
    return lone ? { count: count + lone, children: lone } : { count };
  }

  // για 2 / for 2 / für 2 (not "για 2 νύχτες", "for 50 €")
  for (let i = 0; i < units.length; i++) {
    if (!hasFlag(units[i], Flag.FOR) || isClaimed(ctx, units[i]!)) continue;
    const count = freeNumber(ctx, units[i + 1], false);
    if (!smallCount(count) || count > 20) continue;
    const next = units[i + 2];
    // (Nor "για δύο οικογένειες", "for 2 families": a count of households, not of people.)
    // (A month already read with its own days is not this number's: "for 4 july 10-17".)
    // (Nor "για 5 ώρες", "for 5 hours": a length of time.)
    // (Nor "for 2 suitcases", "für 3 Koffer", "για 2 βαλίτσες": a count of bags.)
    if (BAG_COUNT.has(next?.tok.key ?? "")) continue;
    if (
      next &&
      (isCurrency(next) ||
        entry(next, "unit") ||
        entry(next, "measure") ||
        (entry(next, "month") && !isClaimed(ctx, next)) ||
        entry(next, "family") ||
        entry(next, "group") ||
        next.tok.kind === "num")
    )
      continue;
    claim(ctx, i, i + 1);
    return { count };
  }
  return kin(ctx, ages);
}

/**
 * People of the traveller's own: "me and my mum", "my grandson and I", "με τη γυναίκα μου", "mit meiner
 * Freundin", "για τους γονείς μου". Each kin word next to "my" counts (parents as two); the traveller
 * too when they say "me"/"I" or "with". Two or more people, or nothing.
 */
function kin(ctx: Ctx, ages: readonly Age[], beside = false): Travellers | undefined {
  const units = ctx.units;
  let count = 0;
  let children = 0;
  let self = units.some((u) => !isClaimed(ctx, u) && entry(u, "me"));
  for (let i = 0; i < units.length; i++) {
    const kinWord = entry(units[i], "kin");
    if (!kinWord || isClaimed(ctx, units[i]!)) continue;
    // An age between "my" and the kin word ("my 12 yo son", "meinem 8-jährigen Sohn", "τον 10χρονο γιο μου").
    const age = ages.find((a) => a.end === i - 1);
    const near = age ? age.start : i;
    // "my wife", "meine Frau"; in Greek "η γυναίκα μου".
    // "me n the wife": "the" says "my" beside the one who writes.
    const before =
      entry(units[near - 1], "my") || ((self || age) && hasFlag(units[near - 1], Flag.ARTICLE)) ? near - 1 : -1;
    const after = entry(units[i + 1], "my") ? i + 1 : -1;
    // (Beside counted children, a grown-up named without "my" travels too: "γιαγιά, παππούς και 3 εγγόνια".)
    if (before < 0 && after < 0 && !beside) continue;
    count += kinWord.count;
    if (age && age.age < ADULT_AGE && kinWord.count === 1) children++;
    // "with my wife", "με τη γυναίκα μου": the one who writes goes too.
    let j = (before >= 0 ? before : i) - 1;
    if (hasFlag(units[j], Flag.ARTICLE)) j--;
    // (Greeklish "me" is only the "of" of "οικογένεια με 2 παιδιά"; German "mit" is also "and".)
    if (hasFlag(units[j], Flag.DEP | Flag.OF) || units[j]?.tok.text === WITH_GERMAN) self = true;
  }
  // "my wife", "meine 2 Kinder": the one who writes goes too.
  if (beside && units.some((u) => entry(u, "my"))) self = true;
  const total = count + (self ? 1 : 0);
  if (beside) return total > 0 ? { count: total } : undefined;
  if (count === 0 || total < 2) return undefined;
  return children > 0 && children < total ? { count: total, children } : { count: total };
}
