// Calendar days written as ISO dates ("2026-07-12"), the one copy of their arithmetic (issue 39,
// decision 053): a day is a day of the calendar, never an instant, so every step goes through UTC
// midnight and no time zone or summer-time change moves it.

const MS_PER_DAY = 86_400_000;
const pad = (value: number) => String(value).padStart(2, "0");

/** The year, month (1–12) and day of an ISO date. */
export function partsOf(isoDate: string): [year: number, month: number, day: number] {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = isoDate.slice(0, 10).split("-").map(Number);
  return [year, month, day];
}

/** The day as a `Date` at UTC midnight (for `Intl.DateTimeFormat` with `timeZone: "UTC"`). */
export function utcDate(isoDate: string): Date {
  const [year, month, day] = partsOf(isoDate);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The day `days` after (negative: before) an ISO date: "2026-07-30" + 3 → "2026-08-02". */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = partsOf(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / MS_PER_DAY);
}

/** A real day of the calendar as an ISO date, or undefined (31 February is none). */
export function isoDay(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1 && year <= 9999 ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}
