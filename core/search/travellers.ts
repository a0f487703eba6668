// Number of travellers: "για 2", "για δύο άτομα", "2 ενήλικες και 1 παιδί",
// "for 2 people", "family of 4", "couple", "zu zweit", "für 3 Personen".
import { claim, entry, freeNumber, hasFlag, isClaimed, isCurrency, type Ctx } from "./context.ts";
import { Flag } from "./lexicon-types.ts";
import { AGE_WORDS, I_AM, WITH_GERMAN, WITH_LATIN, OLD_WORDS, ONE_CHILD, WHOLE_PARTY, YEAR_WORDS } from "./words/travellers.ts";

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
    else if (YEAR_WORDS.has(key) && OLD_WORDS.has(units[j + 1]?.tok.key ?? "")) j++;
    else if (!AGE_WORDS.has(key)) continue;
    claim(ctx, i, j);
    ages.push({ start: i, end: j, age });
  }
  return ages;
}

/** Children named one by one without a number ("με μωρό", "mit Baby", "and a toddler"). */
function loneChildren(ctx: Ctx): number {
  const { units } = ctx;
  return units.filter((unit, k) => !isClaimed(ctx, unit) && ONE_CHILD.has(unit.tok.key) && freeNumber(ctx, units[k - 1]) === undefined).length;
}

/** A head count: up to 30 people, or up to 99 when a people word says so ("28 kids 3 teachers", "40 Gäste"). */
function smallCount(count: number | undefined, max = 30): count is number {
  return count !== undefined && Number.isInteger(count) && count >= 1 && count <= max;
}

/** Most people a people word counts ("40 Gäste", a wedding; "28 kids", a school trip). */
const GROUP_MAX = 99;

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
    if (!smallCount(count, GROUP_MAX) || !people || isClaimed(ctx, units[i + 1]!) || people.count !== undefined) continue;
    // (A per-person word after a big number is a price: "under 60 pp", "80 το άτομο".)
    if (!smallCount(count) && entry(units[i + 1], "per")) continue;
    claim(ctx, i, i + 1);
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
    // "baby + 2 adults", "2 Erw. mit Baby": one child named without a number is one more.
    if (!people.kid) {
      const lone = loneChildren(ctx);
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
      return { count };
    }
  }

  // couple / solo / zu zweit
  for (let i = 0; i < units.length; i++) {
    const people = entry(units[i], "people");
    if (!people || people.count === undefined || isClaimed(ctx, units[i]!)) continue;
    // "a couple of days" (but "ζευγάρι με σκύλο", a couple with a dog: Greek "με" is also "of")
    if (hasFlag(units[i + 1], Flag.OF) && (entry(units[i + 2], "unit") || entry(units[i + 3], "unit") || units[i + 2]?.tok.kind === "num")) continue;
    // "ein paar Tage", "a couple days", "paar Stunden": a few days or hours, not two people.
    if (entry(units[i + 1], "unit") || entry(units[i + 1], "measure")) continue;
    claim(ctx, i);
    // "ζευγάρι με μωρό", "couple with a baby": the child is one more.
    const lone = people.count > 1 ? loneChildren(ctx) : 0;
    return lone ? { count: people.count + lone, children: lone } : { count: people.count };
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
    if (next && (isCurrency(next) || entry(next, "unit") || entry(next, "measure") || (entry(next, "month") && !isClaimed(ctx, next)) || entry(next, "family") || entry(next, "group") || next.tok.kind === "num")) continue;
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
    const before = entry(units[near - 1], "my") || ((self || age) && hasFlag(units[near - 1], Flag.ARTICLE)) ? near - 1 : -1;
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
