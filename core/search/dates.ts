// Time expressions: explicit days and ranges, months, seasons, weekends,
// relative days, holidays, and stay lengths ("3 νύχτες").
import { entry, flags, hasFlag, isCurrency, markUsed, numberOf, type Ctx, type Unit } from "./context.ts";
import type { DateSpec } from "./intent.ts";
import { Flag } from "./lexicon-types.ts";

/** Local calendar date as YYYY-MM-DD. */
export function iso(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export function addDays(d: Date, n: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
}

export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

function monthOf(u: Unit | undefined): number | undefined {
  if (!u || u.used) return undefined;
  return entry(u, "month")?.month;
}

function dayOf(ctx: Ctx, i: number): number | undefined {
  const u = ctx.units[i];
  if (!u || u.used || u.tok.kind !== "num") return undefined;
  const v = u.tok.value!;
  if (!Number.isInteger(v) || v < 1 || v > 31) return undefined;
  if (isCurrency(ctx.units[i + 1]) || isCurrency(ctx.units[i - 1])) return undefined;
  // "2 adults", "3 nights": a count, not a day; nor "family of 6", "we are 6", "sleeps 6".
  const next = ctx.units[i + 1];
  if (entry(next, "people") || entry(next, "unit") || entry(next, "family")) return undefined;
  const prev = ctx.units[hasFlag(ctx.units[i - 1], Flag.OF) ? i - 2 : i - 1];
  if ((entry(prev, "family") || entry(prev, "group")) && !beforeMonth(ctx, i)) return undefined;
  return v;
}

/** A day followed by its month, or by a second day and the month ("1-10 Αυγούστου"): a date for sure. */
function beforeMonth(ctx: Ctx, i: number): boolean {
  const u = ctx.units;
  if (monthOf(u[i + 1]) !== undefined) return true;
  return isSep(u[i + 1]) && u[i + 2]?.tok.kind === "num" && monthOf(u[i + 3]) !== undefined;
}

function yearOf(u: Unit | undefined): number | undefined {
  if (!u || u.used || u.tok.kind !== "num") return undefined;
  const v = u.tok.value!;
  return Number.isInteger(v) && v >= 2020 && v <= 2100 ? v : undefined;
}

function isSep(u: Unit | undefined): boolean {
  if (!u || u.used) return false;
  return u.tok.kind === "dash" || hasFlag(u, Flag.RANGE);
}

/** Greek "με" (Greeklish "me"), which people also write between two days for a range. */
function isWithWord(u: Unit | undefined): boolean {
  return !!u && !u.used && u.tokens.length === 1 && (u.tok.text === "με" || u.tok.text === "me");
}

/** Year of the next occurrence of month/day counted from today. */
function resolveYear(now: Date, m: number, d: number): number {
  const today = startOfDay(now);
  const y = today.getFullYear();
  return new Date(y, m - 1, d) < today ? y + 1 : y;
}

function mkDate(y: number, m: number, d: number): Date {
  return new Date(y, m - 1, d);
}

/** Marks a date's units read, with the "από/from/vom" right before it, which belongs to it. */
function consume(ctx: Ctx, from: number, to: number): void {
  markUsed(ctx, from, to);
  const prev = ctx.units[from - 1];
  if (prev && hasFlag(prev, Flag.FROM) && !prev.used) prev.used = true;
}

function range(ctx: Ctx, d1: number, m1: number, y1: number | undefined, d2: number, m2: number, y2: number | undefined): DateSpec {
  const yFrom = y1 ?? y2 ?? resolveYear(ctx.now, m1, d1);
  let yTo = y2 ?? yFrom;
  if (y2 === undefined && (m2 < m1 || (m2 === m1 && d2 < d1))) yTo = yFrom + 1;
  return { from: iso(mkDate(yFrom, m1, d1)), to: iso(mkDate(yTo, m2, d2)) };
}

function explicit(ctx: Ctx): DateSpec | undefined {
  const units = ctx.units;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.used) continue;
    // 15/8, 15.8.2026, 2026-08-15 [- 20/8]
    if (u.tok.kind === "date") {
      const first = u.tok;
      const second = units[i + 2]?.tok;
      if (isSep(units[i + 1]) && second?.kind === "date" && !units[i + 2]!.used) {
        consume(ctx, i, i + 2);
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
      if (isSep(units[j]) && second?.kind === "date" && !units[j + 1]!.used) {
        consume(ctx, i, j + 1);
        return range(ctx, d1, second.m!, second.y, second.d!, second.m!, second.y);
      }
      // (Greek "10 με 14 Οκτωβρίου": "με", "with", joins two days only before a month.)
      const joined = isSep(units[j]) || (isWithWord(units[j]) && monthOf(units[j + 2]) !== undefined);
      if (joined && dayOf(ctx, j + 1) !== undefined) {
        d2 = dayOf(ctx, j + 1);
        j += 2;
      }
      // "3rd of August", "the 20th of July"
      const ja = hasFlag(units[j], Flag.OF) && !units[j]!.used ? j + 1 : j;
      const month = monthOf(units[ja]);
      // "party of 6 aug 1-15": a day range after the month is the month's, the number before is not a day.
      const rangeAfter = d2 === undefined && dayOf(ctx, ja + 1) !== undefined && isSep(units[ja + 2]) && dayOf(ctx, ja + 3) !== undefined;
      if (month !== undefined && !rangeAfter) {
        let end = ja;
        if (d2 === undefined && isSep(units[ja + 1]) && dayOf(ctx, ja + 2) !== undefined) {
          const m2 = monthOf(units[ja + 3]);
          if (m2 !== undefined) {
            const year = yearOf(units[ja + 4]);
            const dB = dayOf(ctx, ja + 2)!;
            consume(ctx, i, year !== undefined ? ja + 4 : ja + 3);
            return range(ctx, d1, month, undefined, dB, m2, year);
          }
        }
        const year = yearOf(units[end + 1]);
        if (year !== undefined) end++;
        consume(ctx, i, end);
        return range(ctx, d1, month, year, d2 ?? d1, month, year);
      }
    }
    // month d1 [sep [month] d2] [year]
    const month = monthOf(u);
    if (month !== undefined) {
      const dA = dayOf(ctx, i + 1);
      if (dA !== undefined) {
        let end = i + 1;
        let dB = dA;
        let mB = month;
        if (isSep(units[i + 2])) {
          const mm = monthOf(units[i + 3]);
          if (mm !== undefined && dayOf(ctx, i + 4) !== undefined) {
            mB = mm;
            dB = dayOf(ctx, i + 4)!;
            end = i + 4;
          } else if (dayOf(ctx, i + 3) !== undefined) {
            dB = dayOf(ctx, i + 3)!;
            end = i + 3;
          }
        }
        const year = yearOf(units[end + 1]);
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
    const m = monthOf(units[i]);
    if (m === undefined) continue;
    const y = yearOf(units[i + 1]);
    consume(ctx, i, y !== undefined ? i + 1 : i);
    // Swallow "Ιούλιο-Αύγουστο": the first month is kept.
    if (isSep(units[i + 1]) && monthOf(units[i + 2]) !== undefined) consume(ctx, i + 1, i + 2);
    const now = startOfDay(ctx.now);
    const year = y ?? (m < now.getMonth() + 1 ? now.getFullYear() + 1 : now.getFullYear());
    return { month: m, year };
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
    const u = ctx.units[i - k];
    if (!u) break;
    const f = flags(u);
    if (f & Flag.NEXT) return { which: "next", at: i - k };
    if (f & Flag.THIS) return { which: "this", at: i - k };
    if (!(f & (Flag.ARTICLE | Flag.LOC))) break;
  }
  return undefined;
}

function relative(ctx: Ctx): DateSpec | undefined {
  const units = ctx.units;
  const today = startOfDay(ctx.now);
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.used) continue;
    const unit = entry(u, "unit");
    if (unit?.unit === "weekend") {
      const q = qualifier(ctx, i);
      // The shorthands are read as written, never a word that sounds alike ("way"), and German "we"
      // only after its qualifier ("dieses we", "nächstes we").
      if (u.tok.text.length <= 3 && !(u.tok.text === "σκ" || (u.tok.text === "we" && q))) continue;
      consume(ctx, q?.at ?? i, i);
      return weekendOf(ctx.now, q?.which ?? "this");
    }
    if (unit?.unit === "week" || unit?.unit === "month") {
      const q = qualifier(ctx, i);
      if (!q) continue;
      consume(ctx, q.at, i);
      if (unit.unit === "month") {
        const d = new Date(today.getFullYear(), today.getMonth() + (q.which === "next" ? 1 : 0), 1);
        return { month: d.getMonth() + 1, year: d.getFullYear() };
      }
      const dow = (today.getDay() + 6) % 7; // Monday = 0
      if (q.which === "this") return { from: iso(today), to: iso(addDays(today, 6 - dow)) };
      const mon = addDays(today, 7 - dow);
      return { from: iso(mon), to: iso(addDays(mon, 6)) };
    }
    const rel = entry(u, "rel");
    if (rel) {
      consume(ctx, i, i);
      const d = iso(addDays(today, rel.days));
      return { from: d, to: d };
    }
    const h = entry(u, "holiday");
    if (h) {
      consume(ctx, i, i);
      return holiday(ctx.now, h.holiday);
    }
    // "next friday" (the Friday of next week), "on Friday" / "Παρασκευή" (the coming one).
    const w = entry(u, "weekday");
    if (w) {
      const q = qualifier(ctx, i);
      consume(ctx, q?.at ?? i, i);
      const dow = today.getDay();
      let ahead = (w.day - dow + 7) % 7;
      if (q?.which === "next") {
        // The day of next week (Monday to Sunday after this one).
        const monday = addDays(today, 7 - ((dow + 6) % 7));
        ahead = Math.round((addDays(monday, (w.day + 6) % 7).getTime() - today.getTime()) / 86_400_000);
      }
      const d = iso(addDays(today, ahead));
      return { from: d, to: d };
    }
  }
  return undefined;
}

/** Easter Sunday (Gregorian calendar date) — Western or Orthodox. */
export function easter(year: number, orthodox: boolean): Date {
  if (orthodox) {
    const a = year % 4;
    const b = year % 7;
    const c = year % 19;
    const d = (19 * c + 15) % 30;
    const e = (2 * a + 4 * b - d + 34) % 7;
    const month = Math.floor((d + e + 114) / 31);
    const day = ((d + e + 114) % 31) + 1;
    return addDays(new Date(year, month - 1, day), 13); // Julian → Gregorian (1900–2099)
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(year, month - 1, day);
}

function holiday(now: Date, h: "christmas" | "easter-orthodox" | "easter" | "newyear" | "aug15"): DateSpec {
  const today = startOfDay(now);
  const next = (make: (y: number) => [Date, Date]): DateSpec => {
    let [a, b] = make(today.getFullYear());
    if (b < today) [a, b] = make(today.getFullYear() + 1);
    return { from: iso(a), to: iso(b) };
  };
  switch (h) {
    case "christmas":
      return next((y) => [mkDate(y, 12, 24), mkDate(y, 12, 26)]);
    case "newyear":
      return next((y) => [mkDate(y, 12, 31), mkDate(y + 1, 1, 1)]);
    case "aug15":
      return next((y) => [mkDate(y, 8, 15), mkDate(y, 8, 15)]);
    default: {
      const orthodox = h === "easter-orthodox";
      return next((y) => {
        const e = easter(y, orthodox);
        return [addDays(e, -2), addDays(e, 1)];
      });
    }
  }
}

function season(ctx: Ctx): DateSpec | undefined {
  for (let i = 0; i < ctx.units.length; i++) {
    const u = ctx.units[i]!;
    if (u.used) continue;
    const s = entry(u, "season");
    if (s) {
      consume(ctx, i, i);
      const q = qualifier(ctx, i);
      if (q) consume(ctx, q.at, q.at);
      return { season: s.season };
    }
  }
  return undefined;
}

/** Stay length: "3 νύχτες", "2 nights", "eine Woche", "für 5 Tage". Marks the units used. */
export function extractNights(ctx: Ctx): number | undefined {
  const units = ctx.units;
  for (let i = 0; i < units.length; i++) {
    // English counts one with its article too ("for a week", "a night").
    const n = numberOf(units[i]) ?? (ctx.lang === "en" && units[i]?.tok.text === "a" && !units[i]!.used ? 1 : undefined);
    if (n === undefined || !Number.isInteger(n) || n < 1 || n > 60) continue;
    const unit = entry(units[i + 1], "unit");
    if (!unit || units[i + 1]!.used) continue;
    if (isCurrency(units[i - 1])) continue;
    if (unit.unit === "night" || unit.unit === "day" || unit.unit === "week") {
      markUsed(ctx, i, i + 1);
      return unit.unit === "week" ? n * 7 : n;
    }
  }
  return undefined;
}

/** Dates, in order of specificity: explicit days, month, weekend/relative/holiday, season. */
export function extractDates(ctx: Ctx, nights?: number): DateSpec | undefined {
  let d = explicit(ctx);
  // A second day later on is the return ("12/6 επιστροφή 19/6", "15.7. zurück 29.7.", "pick up
  // 1/7 drop off 8/7").
  if (d && "from" in d && d.from === d.to) {
    const back = explicit(ctx);
    if (back && "from" in back && back.from === back.to && back.from > d.from) d = { from: d.from, to: back.from };
  }
  d ??= monthAlone(ctx) ?? relative(ctx) ?? season(ctx);
  if (d && "from" in d && !("weekend" in d) && d.from === d.to && nights) {
    const [y, m, day] = d.from.split("-").map(Number) as [number, number, number];
    return { from: d.from, to: iso(mkDate(y, m, day + nights)) };
  }
  return d;
}
