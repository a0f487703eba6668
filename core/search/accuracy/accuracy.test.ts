import { describe, expect, it } from "vitest";
import { evaluate, formatReport } from "./accuracy.ts";
import { KNOWN_MISSES } from "./known-misses.ts";
import { ALL_CASES, FAMILY_CASES, HELD_OUT, HELD_OUT_2, TEST_SET } from "./test-set.ts";
import { understand } from "../understand.ts";

describe("understand() over the test set", () => {
  it("has at least 150 queries, at least 50 per language", () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(150);
    for (const lang of ["el", "en", "de"] as const) {
      expect(ALL_CASES.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(50);
    }
  });

  it("misses nothing but the committed known misses, and every known miss is still a miss (the ratchet)", () => {
    const r = evaluate();
    const parts = [TEST_SET, HELD_OUT, FAMILY_CASES, HELD_OUT_2].map((s) => evaluate(s));
    console.log(
      `${formatReport(r)}\n(fully right: main ${parts[0]!.exactQueries}/${parts[0]!.queries}, held-out ${parts[1]!.exactQueries}/${parts[1]!.queries}, ` +
        `families ${parts[2]!.exactQueries}/${parts[2]!.queries}, held-out 2 ${parts[3]!.exactQueries}/${parts[3]!.queries})`,
    );
    const got = r.misses.map((m) => `${m.field} | ${m.q}`);
    const known = new Set(KNOWN_MISSES);
    const detail = (key: string) => {
      const m = r.misses.find((x) => `${x.field} | ${x.q}` === key)!;
      return `${key}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.got)}`;
    };
    expect(got.filter((k) => !known.has(k)).map(detail), "new misses").toEqual([]);
    expect(
      KNOWN_MISSES.filter((k) => !got.includes(k)),
      "fixed: remove from known-misses.ts",
    ).toEqual([]);
  });

  it("an empty intent is not right: the queries carry what they say", () => {
    // Guard against a scoring that rewards understanding nothing.
    const emptyRight = ALL_CASES.filter((c) => Object.keys(c.expect).length === 0).length;
    expect(emptyRight / ALL_CASES.length).toBeLessThan(0.05);
    expect(understand("ξενοδοχείο", "el")).toEqual({ category: "hotels" });
  });
});
