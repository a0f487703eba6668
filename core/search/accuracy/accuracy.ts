// Field-level accuracy of understand() over the test set (used by the test and
// the benchmark). A field counts as correct when it equals the expected value,
// including "absent" when the expected intent has no such field.
import { gazetteer } from "../gazetteer.ts";
import { fold } from "../normalize.ts";
import { ALL_CASES, TEST_NOW, type TestCase } from "./test-set.ts";
import { understand, type Intent } from "../understand.ts";

export const FIELDS = ["category", "place", "origin", "destination", "budget", "dates", "travellers"] as const;
export type Field = (typeof FIELDS)[number] | "cheap" | "children";

/** Key order does not matter (a set written by hand as JSON may order a budget's keys otherwise). */
function canonical(value: unknown): string {
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${k}:${canonical(record[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

function same(left: unknown, right: unknown): boolean {
  return canonical(left) === canonical(right);
}

let placeNames: Map<string, string> | undefined;
/**
 * Two names of one place are the same answer: a label written "Chalkidiki" and the canonical
 * "Halkidiki", "Kerkyra" and "Corfu" (any English, German or other Latin name of the gazetteer).
 * A sight the gazetteer keeps in its town is that town: the search looks for the town ("Acropolis"
 * is answered "Athens").
 */
export function samePlace(expected: unknown, got: unknown): boolean {
  if (same(expected, got)) return true;
  if (typeof expected !== "string" || typeof got !== "string") return false;
  placeNames ??= new Map(
    gazetteer()
      .flatMap((record) =>
        [record.place.name, ...record.latin, ...record.sights].map((n) => [fold(n), record.place.name] as const),
      )
      .reverse(),
  );
  const canonicalOf = (n: string) => placeNames!.get(fold(n)) ?? n;
  return canonicalOf(expected) === canonicalOf(got);
}

const PLACE_FIELDS = new Set<string>(["place", "origin", "destination"]);

export interface Miss {
  q: string;
  field: Field;
  expected: unknown;
  got: unknown;
}

export interface Report {
  queries: number;
  perField: Record<Field, { correct: number; total: number }>;
  /** Over the 7 fields of FIELDS (cheap is reported apart). */
  overall: number;
  /** Over expected-present fields only (a stricter view). */
  presentOnly: number;
  /** Queries whose 7 fields (and cheap and children) are all right. */
  exactQueries: number;
  misses: Miss[];
}

export function evaluate(cases: TestCase[] = ALL_CASES, now: Date = TEST_NOW): Report {
  const all: Field[] = [...FIELDS, "cheap", "children"];
  const perField = Object.fromEntries(all.map((f) => [f, { correct: 0, total: 0 }])) as Report["perField"];
  const misses: Miss[] = [];
  let ok = 0;
  let tot = 0;
  let presentOk = 0;
  let presentTot = 0;
  let exact = 0;
  for (const testCase of cases) {
    const got: Intent = understand(testCase.q, testCase.lang, now);
    let allRight = true;
    for (const field of all) {
      const expected = testCase.expect[field];
      const answered = got[field];
      const right = PLACE_FIELDS.has(field) ? samePlace(expected, answered) : same(expected, answered);
      perField[field].total++;
      if (right) perField[field].correct++;
      else {
        allRight = false;
        misses.push({ q: testCase.q, field, expected, got: answered });
      }
      if (field !== "cheap" && field !== "children") {
        tot++;
        if (right) ok++;
        if (expected !== undefined) {
          presentTot++;
          if (right) presentOk++;
        }
      }
    }
    if (allRight) exact++;
  }
  return {
    queries: cases.length,
    perField,
    overall: ok / tot,
    presentOnly: presentOk / presentTot,
    exactQueries: exact,
    misses,
  };
}

export function formatReport(report: Report): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines = [`queries: ${report.queries}`];
  for (const [field, counts] of Object.entries(report.perField))
    lines.push(
      `  ${field.padEnd(12)} ${pct(counts.correct / counts.total).padStart(6)}  (${counts.correct}/${counts.total})`,
    );
  lines.push(`overall (7 fields, absent counts): ${pct(report.overall)}`);
  lines.push(`expected-present fields only:      ${pct(report.presentOnly)}`);
  lines.push(
    `queries fully right:               ${report.exactQueries}/${report.queries} (${pct(report.exactQueries / report.queries)})`,
  );
  return lines.join("\n");
}
