// Time expressions: explicit days and ranges, months, seasons, weekends,
// relative days, holidays, and stay lengths ("3 νύχτες").
import { claim, entry, flags, freeNumber, hasFlag, isClaimed, isCurrency, type Ctx, type Unit } from "./context.ts";
import type { DateSpec } from "./intent.ts";
import { Flag, type Holiday } from "./lexicon-types.ts";
import {
  DAY_BEFORE_DE,
  IN_WORDS,
  ON_DAY,
  ONE_ARTICLE,
  PER_ADVERB,
  RETURN_WORD,
  SEMESTER,
  SHORT_DAYS,
  WEEK_NUMBER_WORD,
  WEEKEND_SHORT,
  WITH_WORDS,
} from "./words/dates.ts";

/** Local calendar date as YYYY-MM-DD. */
export function iso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function monthOf(ctx: Ctx, unit: Unit | undefined): number | undefined {
  if (!unit || isClaimed(ctx, unit)) return undefined;
  return entry(unit, "month")?.month;
}

function dayOf(ctx: Ctx, i: number): number | undefined {
  const unit = ctx.units[i];
  if (!unit || isClaimed(ctx, unit) || unit.tok.kind !== "num") return undefined;
  const value = unit.tok.value!;
  if (!Number.isInteger(value) || value < 1 || value > 31) return undefined;
  if (isCurrency(ctx.units[i + 1]) || isCurrency(ctx.units[i - 1])) return undefined;
  // "2 adults", "3 nights": a count, not a day; nor "family of 6", "we are 6", "sleeps 6".
  // ("june 5 just me": a word for one traveller counts no number before it.)
  const next = ctx.units[i + 1];
  if ((entry(next, "people") && entry(next, "people")!.count !== 1) || entry(next, "unit") || entry(next, "family"))
    return undefined;
  const prev = ctx.units[hasFlag(ctx.units[i - 1], Flag.OF) ? i - 2 : i - 1];
  // After a people word ("sleeps 8, august", "family of 6 aug 1-15") the number is the count, unless it
  // starts a day range before its month ("οικογένεια 10-15 Αυγούστου") or is too large to be one.
  if (
    (entry(prev, "family") || entry(prev, "group")) &&
    !rangeBeforeMonth(ctx, i) &&
    !(value > 20 && monthOf(ctx, ctx.units[i + 1]) !== undefined)
  )
    return undefined;
  return value;
}

/** A day followed by a second day and the month ("1-10 Αυγούστου"): a date for sure. */
function rangeBeforeMonth(ctx: Ctx, i: number): boolean {
  const units = ctx.units;
  return isSep(ctx, units[i + 1]) && units[i + 2]?.tok.kind === "num" && monthOf(ctx, units[i + 3]) !== undefined;
}

function yearOf(ctx: Ctx, unit: Unit | undefined): number | undefined {
  if (!unit || isClaimed(ctx, unit) || unit.tok.kind !== "num") return undefined;
  const value = unit.tok.value!;
  return Number.isInteger(value) && value >= 2020 && value <= 2100 ? value : undefined;
}

function isSep(ctx: Ctx, unit: Unit | undefined): boolean {
  if (!unit || isClaimed(ctx, unit)) return false;
  return unit.tok.kind === "dash" || hasFlag(unit, Flag.RANGE);
}

/** Greek "με" (Greeklish "me"), which people also write between two days for a range. */
function isWithWord(ctx: Ctx, unit: Unit | undefined): boolean {
  return !!unit && !isClaimed(ctx, unit) && unit.tokens.length === 1 && WITH_WORDS.has(unit.tok.text);
}

/** Year of the next occurrence of month/day counted from today. */
function resolveYear(now: Date, month: number, day: number): number {
  const today = startOfDay(now);
  const year = today.getFullYear();
  return new Date(year, month - 1, day) < today ? year + 1 : year;
}

function mkDate(year: number, month: number, day: number): Date {
  return new Date(year, month - 1, day);
}

/** Marks a date's units read, with the "από/from/vom" right before it, which belongs to it. */
function consume(ctx: Ctx, from: number, to: number): void {
  claim(ctx, from, to);
  const prev = ctx.units[from - 1];
  if (prev && hasFlag(prev, Flag.FROM) && !isClaimed(ctx, prev)) claim(ctx, from - 1);
}

function range(
  ctx: Ctx,
  d1: number,
  m1: number,
  y1: number | undefined,
  d2: number,
  m2: number,
  y2: number | undefined,
): DateSpec {
  const yFrom = y1 ?? y2 ?? resolveYear(ctx.now, m1, d1);
  let yTo = y2 ?? yFrom;
  if (y2 === undefined && (m2 < m1 || (m2 === m1 && d2 < d1))) yTo = yFrom + 1;
  return { from: iso(mkDate(yFrom, m1, d1)), to: iso(mkDate(yTo, m2, d2)) };
}

function explicit(ctx: Ctx): DateSpec | undefined {
  const units = ctx.units;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (isClaimed(ctx, unit)) continue;
    // 15/8, 15.8.2026, 2026-08-15 [- 20/8]
    if (unit.tok.kind === "date") {
      const first = unit.tok;
      const second = units[i + 2]?.tok;
      if (isSep(ctx, units[i + 1]) && second?.kind === "date" && !isClaimed(ctx, units[i + 2]!)) {
        consume(ctx, i, i + 2);
        // "6/12-6/19": an end that can only be month first ("6/19") makes the other one so too.
        if (second.monthFirst && !first.monthFirst && first.d! <= 12)
          return range(ctx, first.m!, first.d!, first.y, second.d!, second.m!, second.y);
        if (first.monthFirst && !second.monthFirst && second.d! <= 12)
          return range(ctx, first.d!, first.m!, first.y, second.m!, second.d!, second.y);
        return range(ctx, first.d!, first.m!, first.y, second.d!, second.m!, second.y);
      }
      consume(ctx, i, i);
      return range(ctx, first.d!, first.m!, first.y, first.d!, first.m!, first.y);
    }
    const d1 = dayOf(ctx, i);
    if (d1 !== undefined) {
      // d1 [sep d2] month [year]   |   d1 month sep d2 month [year]
      let j = i + 1;
      let d2: number | undefined;
      // "20.-25.8." / "20-25/8"
      const second = units[j + 1]?.tok;
      if (isSep(ctx, units[j]) && second?.kind === "date" && !isClaimed(ctx, units[j + 1]!)) {
        consume(ctx, i, j + 1);
        return range(ctx, d1, second.m!, second.y, second.d!, second.m!, second.y);
      }
      // (Greek "10 με 14 Οκτωβρίου": "με", "with", joins two days only before a month.)
      const joined = isSep(ctx, units[j]) || (isWithWord(ctx, units[j]) && monthOf(ctx, units[j + 2]) !== undefined);
      if (joined && dayOf(ctx, j + 1) !== undefined) {
        d2 = dayOf(ctx, j + 1);
        j += 2;
      }
      // "3rd of August", "the 20th of July"
      const ja = hasFlag(units[j], Flag.OF) && !isClaimed(ctx, units[j]!) ? j + 1 : j;
      const month = monthOf(ctx, units[ja]);
      // "party of 6 aug 1-15": a day range after the month is the month's, the number before is not a day.
      const rangeAfter =
        d2 === undefined &&
        dayOf(ctx, ja + 1) !== undefined &&
        isSep(ctx, units[ja + 2]) &&
        dayOf(ctx, ja + 3) !== undefined;
      if (month !== undefined && !rangeAfter) {
        let end = ja;
        if (d2 === undefined && isSep(ctx, units[ja + 1]) && dayOf(ctx, ja + 2) !== undefined) {
          const m2 = monthOf(ctx, units[ja + 3]);
          if (m2 !== undefined) {
            const year = yearOf(ctx, units[ja + 4]);
            const dB = dayOf(ctx, ja + 2)!;
            consume(ctx, i, year !== undefined ? ja + 4 : ja + 3);
            return range(ctx, d1, month, undefined, dB, m2, year);
          }
        }
        const year = yearOf(ctx, units[end + 1]);
        if (year !== undefined) end++;
        consume(ctx, i, end);
        return range(ctx, d1, month, year, d2 ?? d1, month, year);
      }
    }
    // month d1 [sep [month] d2] [year]
    const month = monthOf(ctx, unit);
    if (month !== undefined) {
      const dA = dayOf(ctx, i + 1);
      if (dA !== undefined) {
        let end = i + 1;
        let dB = dA;
        let mB = month;
        if (isSep(ctx, units[i + 2])) {
          const mm = monthOf(ctx, units[i + 3]);
          if (mm !== undefined && dayOf(ctx, i + 4) !== undefined) {
            mB = mm;
            dB = dayOf(ctx, i + 4)!;
            end = i + 4;
          } else if (dayOf(ctx, i + 3) !== undefined) {
            dB = dayOf(ctx, i + 3)!;
            end = i + 3;
          }
        }
        const year = yearOf(ctx, units[end + 1]);
        if (year !== undefined) end++;
        consume(ctx, i, end);
        return range(ctx, dA, month, year, dB, mB, year);
      }
    }
  }
  return undefined;
}

function monthAlone(ctx: Ctx): DateSpec | undefined {
  const units = ctx.units;
  for (let i = 0; i < units.length; i++) {
    const month = monthOf(ctx, units[i]);
    if (month === undefined) continue;
    const yearWritten = yearOf(ctx, units[i + 1]);
    consume(ctx, i, yearWritten !== undefined ? i + 1 : i);
    // Swallow "Ιούλιο-Αύγουστο": the first month is kept.
    if (isSep(ctx, units[i + 1]) && monthOf(ctx, units[i + 2]) !== undefined) consume(ctx, i + 1, i + 2);
    const now = startOfDay(ctx.now);
    const year = yearWritten ?? (month < now.getMonth() + 1 ? now.getFullYear() + 1 : now.getFullYear());
    return { month, year };
  }
  return undefined;
}

function weekendOf(now: Date, which: "this" | "next"): DateSpec {
  const today = startOfDay(now);
  const dow = today.getDay(); // 0 Sunday … 6 Saturday
  const sat = dow === 6 ? today : dow === 0 ? addDays(today, -1) : addDays(today, 6 - dow);
  const start = which === "next" ? addDays(sat, 7) : sat;
  return { weekend: which, from: iso(start), to: iso(addDays(start, 1)) };
}

/** "this"/"next" qualifier before unit i (skipping articles), if any. */
function qualifier(ctx: Ctx, i: number): { which: "this" | "next"; at: number } | undefined {
  for (let k = 1; k <= 3; k++) {
    const unit = ctx.units[i - k];
    if (!unit) break;
    const unitFlags = flags(unit);
    if (unitFlags & Flag.NEXT) return { which: "next", at: i - k };
    if (unitFlags & Flag.THIS) return { which: "this", at: i - k };
    if (!(unitFlags & (Flag.ARTICLE | Flag.LOC))) break;
  }
  return undefined;
}

function relative(ctx: Ctx): DateSpec | undefined {
  const units = ctx.units;
  const today = startOfDay(ctx.now);
  for (let i = 0; i < units.length; i++) {
    const current = units[i]!;
    if (isClaimed(ctx, current)) continue;
    const unit = entry(current, "unit");
    if (unit?.unit === "weekend") {
      const marker = qualifier(ctx, i);
      // The shorthands are read as written, never a word that sounds alike ("way"), German "we"
      // only after its qualifier ("dieses we", "nächstes we"), Greeklish "sk" after it or "to".
      if (
        current.tok.text.length <= 3 &&
        !(
          current.tok.text === WEEKEND_SHORT.greek ||
          (current.tok.text === WEEKEND_SHORT.german && marker) ||
          (current.tok.text === WEEKEND_SHORT.greeklish && (marker || hasFlag(units[i - 1], Flag.ARTICLE)))
        )
      )
        continue;
      consume(ctx, marker?.at ?? i, i);
      return weekendOf(ctx.now, marker?.which ?? "this");
    }
    if (unit?.unit === "week" || unit?.unit === "month") {
      const marker = qualifier(ctx, i);
      if (!marker) continue;
      consume(ctx, marker.at, i);
      if (unit.unit === "month") {
        const monthStart = new Date(today.getFullYear(), today.getMonth() + (marker.which === "next" ? 1 : 0), 1);
        return { month: monthStart.getMonth() + 1, year: monthStart.getFullYear() };
      }
      const dow = (today.getDay() + 6) % 7; // Monday = 0
      if (marker.which === "this") return { from: iso(today), to: iso(addDays(today, 6 - dow)) };
      const mon = addDays(today, 7 - dow);
      return { from: iso(mon), to: iso(addDays(mon, 6)) };
    }
    // "in 2 weeks", "σε 10 μέρες", "in 14 Tagen", "in einem Monat": the day (or month) that far ahead.
    const ahead = IN_WORDS.has(current.tok.text) ? freeNumber(ctx, units[i + 1]) : undefined;
    const aheadUnit = ahead !== undefined ? entry(units[i + 2], "unit") : undefined;
    if (
      ahead !== undefined &&
      Number.isInteger(ahead) &&
      ahead >= 1 &&
      ahead <= 60 &&
      aheadUnit &&
      !isClaimed(ctx, units[i + 2]!)
    ) {
      if (aheadUnit.unit === "day" || aheadUnit.unit === "week") {
        consume(ctx, i, i + 2);
        const day = iso(addDays(today, ahead * (aheadUnit.unit === "week" ? 7 : 1)));
        return { from: day, to: day };
      }
      if (aheadUnit.unit === "month" && ahead <= 12) {
        consume(ctx, i, i + 2);
        const month = new Date(today.getFullYear(), today.getMonth() + ahead, 1);
        return { month: month.getMonth() + 1, year: month.getFullYear() };
      }
    }
    const rel = entry(current, "rel");
    if (rel) {
      consume(ctx, i, i);
      return untilDay(ctx, i, addDays(today, rel.days));
    }
    const holidayEntry = entry(current, "holiday");
    if (holidayEntry) {
      consume(ctx, i, i);
      return holiday(ctx.now, holidayEntry.holiday);
    }
    // "next friday" (the Friday of next week), "on Friday" / "Παρασκευή" (the coming one).
    // (Short days that are words are days only after this/next/on/am: "next sun", "on wed", "am fr".)
    const short =
      ctx.lang === "en" && current.entries.length > 0 ? undefined : SHORT_DAYS[ctx.lang]?.[current.tok.text];
    const said =
      short !== undefined && (qualifier(ctx, i) !== undefined || ON_DAY.has(ctx.units[i - 1]?.tok.text ?? ""));
    const weekday = entry(current, "weekday") ?? (said ? { type: "weekday" as const, day: short } : undefined);
    if (weekday) {
      const marker = qualifier(ctx, i);
      consume(ctx, marker?.at ?? i, i);
      const dow = today.getDay();
      let ahead = (weekday.day - dow + 7) % 7;
      if (marker?.which === "next") {
        // The day of next week (Monday to Sunday after this one).
        const monday = addDays(today, 7 - ((dow + 6) % 7));
        ahead = Math.round((addDays(monday, (weekday.day + 6) % 7).getTime() - today.getTime()) / 86_400_000);
      }
      return untilDay(ctx, i, addDays(today, ahead));
    }
  }
  return undefined;
}

/**
 * A day of the month written alone as an ordinal ("on the 29th", "am 29."): the next such day, this
 * month or the next. In German only after "am"/"ab"/"vom"/"zum", where a number cannot be a price.
 */
function dayAlone(ctx: Ctx): DateSpec | undefined {
  if (ctx.lang === "el") return undefined;
  const today = startOfDay(ctx.now);
  for (let i = 0; i < ctx.units.length; i++) {
    const unit = ctx.units[i]!;
    if (!unit.tok.ordinal || monthOf(ctx, ctx.units[i + 1]) !== undefined) continue;
    if (ctx.lang === "de" && !DAY_BEFORE_DE.has(ctx.units[i - 1]?.tok.text ?? "")) continue;
    const day = dayOf(ctx, i);
    if (day === undefined) continue;
    consume(ctx, i, i);
    // (The 31st of a month of 30 days is next month's, or the one after.)
    let month = today.getMonth() + (day >= today.getDate() ? 1 : 2);
    while (mkDate(today.getFullYear(), month, day).getDate() !== day) month++;
    const date = mkDate(today.getFullYear(), month, day);
    return { from: iso(date), to: iso(date) };
  }
  return undefined;
}

/** An ISO calendar week by its number: Monday to Sunday, this year or, when it is over, next year's. */
function calendarWeek(ctx: Ctx): DateSpec | undefined {
  const today = startOfDay(ctx.now);
  for (let i = 0; i < ctx.units.length; i++) {
    const unit = ctx.units[i]!;
    const number = ctx.units[i + 1];
    if (
      isClaimed(ctx, unit) ||
      !WEEK_NUMBER_WORD.test(unit.tok.text) ||
      !number ||
      isClaimed(ctx, number) ||
      number.tok.kind !== "num"
    )
      continue;
    const week = number.tok.value!;
    // ("a week 2 people", "week 3 nights": a number that counts something is no week number.)
    const after = ctx.units[i + 2];
    if (
      !Number.isInteger(week) ||
      week < 1 ||
      week > 53 ||
      entry(after, "people") ||
      entry(after, "unit") ||
      isCurrency(after)
    )
      continue;
    for (const year of [today.getFullYear(), today.getFullYear() + 1]) {
      const jan4 = new Date(year, 0, 4);
      const monday = addDays(jan4, 7 * (week - 1) - ((jan4.getDay() + 6) % 7));
      if (addDays(monday, 6) < today) continue;
      consume(ctx, i, i + 1);
      return { from: iso(monday), to: iso(addDays(monday, 6)) };
    }
  }
  return undefined;
}

/** The day a relative word or a weekday at unit i names, on or after `from` ("αύριο", "Sunday"), unread. */
function dayAt(ctx: Ctx, i: number, from: Date): Date | undefined {
  const unit = ctx.units[i];
  if (!unit || isClaimed(ctx, unit)) return undefined;
  const rel = entry(unit, "rel");
  if (rel) return addDays(startOfDay(ctx.now), rel.days);
  const weekday = entry(unit, "weekday");
  if (weekday) return addDays(from, (weekday.day - from.getDay() + 7) % 7);
  return undefined;
}

/**
 * A day and, when a range word and another relative day or weekday follow, the span to it ("από
 * αύριο μέχρι Κυριακή", "from tomorrow until sunday", "Freitag bis Sonntag", "friday to sunday").
 */
function untilDay(ctx: Ctx, i: number, start: Date): DateSpec {
  const end = isSep(ctx, ctx.units[i + 1]) ? dayAt(ctx, i + 2, start) : undefined;
  if (end && end > start) {
    consume(ctx, i + 1, i + 2);
    return { from: iso(start), to: iso(end) };
  }
  return { from: iso(start), to: iso(start) };
}

/** Easter Sunday (Gregorian calendar date) — Western or Orthodox. */
export function easter(year: number, orthodox: boolean): Date {
  if (orthodox) {
    const leapCycle = year % 4;
    const weekCycle = year % 7;
    const metonic = year % 19;
    const toFullMoon = (19 * metonic + 15) % 30;
    const toSunday = (2 * leapCycle + 4 * weekCycle - toFullMoon + 34) % 7;
    const month = Math.floor((toFullMoon + toSunday + 114) / 31);
    const day = ((toFullMoon + toSunday + 114) % 31) + 1;
    return addDays(new Date(year, month - 1, day), 13); // Julian → Gregorian (1900–2099)
  }
  const metonic = year % 19;
  const century = Math.floor(year / 100);
  const yearInCentury = year % 100;
  const centuryLeaps = Math.floor(century / 4);
  const centuryRest = century % 4;
  const moonShift = Math.floor((century + 8) / 25);
  const moonCorrection = Math.floor((century - moonShift + 1) / 3);
  const toFullMoon = (19 * metonic + century - centuryLeaps - moonCorrection + 15) % 30;
  const yearLeaps = Math.floor(yearInCentury / 4);
  const yearRest = yearInCentury % 4;
  const toSunday = (32 + 2 * centuryRest + 2 * yearLeaps - toFullMoon - yearRest) % 7;
  const lateShift = Math.floor((metonic + 11 * toFullMoon + 22 * toSunday) / 451);
  const month = Math.floor((toFullMoon + toSunday - 7 * lateShift + 114) / 31);
  const day = ((toFullMoon + toSunday - 7 * lateShift + 114) % 31) + 1;
  return new Date(year, month - 1, day);
}

function holiday(now: Date, name: Holiday): DateSpec {
  const today = startOfDay(now);
  const next = (make: (year: number) => [Date, Date]): DateSpec => {
    let [first, last] = make(today.getFullYear());
    if (last < today) [first, last] = make(today.getFullYear() + 1);
    return { from: iso(first), to: iso(last) };
  };
  switch (name) {
    case "christmas":
      return next((y) => [mkDate(y, 12, 24), mkDate(y, 12, 26)]);
    case "newyear":
      return next((y) => [mkDate(y, 12, 31), mkDate(y + 1, 1, 1)]);
    case "aug15":
      return next((y) => [mkDate(y, 8, 15), mkDate(y, 8, 15)]);
    case "mayday":
      return next((y) => [mkDate(y, 5, 1), mkDate(y, 5, 1)]);
    // Clean Monday (Απόκριες end): its long weekend, Saturday to Monday, 48 days before Orthodox Easter.
    case "clean-monday":
      return next((y) => [addDays(easter(y, true), -50), addDays(easter(y, true), -48)]);
    // Whit Monday, Orthodox (Αγίου Πνεύματος) and Western (Pfingsten): Saturday to Monday, 50 days after Easter.
    case "whit-monday-orthodox":
      return next((y) => [addDays(easter(y, true), 48), addDays(easter(y, true), 50)]);
    case "pentecost":
      return next((y) => [addDays(easter(y, false), 48), addDays(easter(y, false), 50)]);
    // The fourth Thursday of November to the Sunday after it.
    case "thanksgiving":
      return next((y) => {
        const first = mkDate(y, 11, 1);
        const thursday = addDays(first, ((4 - first.getDay() + 7) % 7) + 21);
        return [thursday, addDays(thursday, 3)];
      });
    default: {
      const orthodox = name === "easter-orthodox";
      return next((year) => {
        const sunday = easter(year, orthodox);
        return [addDays(sunday, -2), addDays(sunday, 1)];
      });
    }
  }
}

function season(ctx: Ctx): DateSpec | undefined {
  for (let i = 0; i < ctx.units.length; i++) {
    const unit = ctx.units[i]!;
    if (isClaimed(ctx, unit)) continue;
    const seasonEntry = entry(unit, "season");
    // "χειμερινό εξάμηνο", "winter semester", "fall term": a term of study, no date.
    if (seasonEntry && [ctx.units[i + 1], ctx.units[i - 1]].some((next) => SEMESTER.test(next?.tok.text ?? "")))
      continue;
    if (seasonEntry) {
      consume(ctx, i, i);
      const marker = qualifier(ctx, i);
      if (marker) consume(ctx, marker.at, marker.at);
      return { season: seasonEntry.season };
    }
  }
  return undefined;
}

/** Stay length: "3 νύχτες", "2 nights", "eine Woche", "für 5 Tage". Marks the units used. */
export function extractNights(ctx: Ctx): number | undefined {
  const units = ctx.units;
  for (let i = 0; i < units.length; i++) {
    // English counts one with its article too ("for a week", "a night").
    let count =
      freeNumber(ctx, units[i]) ??
      (ctx.lang === "en" && units[i]?.tok.text === ONE_ARTICLE && !isClaimed(ctx, units[i]!) ? 1 : undefined);
    // "a couple of nights", "a couple of days": two.
    const couple =
      entry(units[i], "people")?.count === 2 && !isClaimed(ctx, units[i]!) && hasFlag(units[i + 1], Flag.OF);
    if (couple) count = 2;
    if (count === undefined || !Number.isInteger(count) || count < 1 || count > 60) continue;
    if (IN_WORDS.has(units[i - 1]?.tok.text ?? "")) continue;
    const at = couple ? i + 2 : i + 1;
    const unit = entry(units[at], "unit");
    // ("30 nightly", "20 täglich": a price per night or day, not a length.)
    if (!unit || isClaimed(ctx, units[at]!) || PER_ADVERB.test(units[at]!.tok.text)) continue;
    if (couple && unit.unit !== "night" && unit.unit !== "day") continue;
    if (isCurrency(units[i - 1])) continue;
    if (unit.unit === "night" || unit.unit === "day" || unit.unit === "week") {
      claim(ctx, i, at);
      return unit.unit === "week" ? count * 7 : count;
    }
  }
  return undefined;
}

/**
 * The return written as a day alone after a return word, in the month of the way out ("πήγαινε 2
 * Νοεμβρίου, επιστροφή 6", "back on the 6th", "zurück am 6."); a day before the first is next month's.
 */
function returnDay(ctx: Ctx, fromIso: string): DateSpec | undefined {
  const units = ctx.units;
  for (let i = 0; i < units.length; i++) {
    if (isClaimed(ctx, units[i]!) || !RETURN_WORD.test(units[i]!.tok.text)) continue;
    let j = i + 1;
    // ("on the", "am", "στις", "την": function words between the return word and its day.)
    while (
      j < i + 4 &&
      units[j] &&
      !isClaimed(ctx, units[j]!) &&
      units[j]!.tok.kind === "word" &&
      flags(units[j]) !== 0
    )
      j++;
    const day = dayOf(ctx, j);
    if (day === undefined || monthOf(ctx, units[j + 1]) !== undefined || units[j + 1]?.tok.kind === "date")
      return undefined;
    const [year, month, first] = fromIso.split("-").map(Number) as [number, number, number];
    const back = day >= first ? mkDate(year, month, day) : mkDate(year, month + 1, day);
    consume(ctx, i, j);
    return { from: iso(back), to: iso(back) };
  }
  return undefined;
}

/** Dates, in order of specificity: explicit days, month, weekend/relative/holiday, season. */
export function extractDates(ctx: Ctx, nights?: number): DateSpec | undefined {
  let dates = explicit(ctx);
  // A second day later on is the return ("12/6 επιστροφή 19/6", "15.7. zurück 29.7.", "pick up
  // 1/7 drop off 8/7").
  if (dates && "from" in dates && dates.from === dates.to) {
    const back = explicit(ctx) ?? returnDay(ctx, dates.from);
    if (back && "from" in back && back.from === back.to && back.from > dates.from)
      dates = { from: dates.from, to: back.from };
  }
  dates ??= monthAlone(ctx) ?? calendarWeek(ctx) ?? relative(ctx) ?? dayAlone(ctx) ?? season(ctx);
  if (dates && "from" in dates && !("weekend" in dates) && dates.from === dates.to && nights) {
    const [year, month, day] = dates.from.split("-").map(Number) as [number, number, number];
    return { from: dates.from, to: iso(mkDate(year, month, day + nights)) };
  }
  return dates;
}
