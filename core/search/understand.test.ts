import { describe, expect, it } from "vitest";
import { evaluate, formatReport } from "./accuracy.ts";
import { ALL_CASES, HELD_OUT, TEST_SET } from "./test-set.ts";

describe("understand() over the test set", () => {
  it("has at least 150 queries, at least 50 per language", () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(150);
    for (const lang of ["el", "en", "de"] as const) {
      expect(ALL_CASES.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(50);
    }
  });

  it("is at least 95 % right field by field", () => {
    const r = evaluate();
    const held = evaluate(HELD_OUT);
    const main = evaluate(TEST_SET);
    console.log(`${formatReport(r)}\n(main set ${(main.overall * 100).toFixed(1)}%, held-out ${(held.overall * 100).toFixed(1)}%)`);
    if (r.misses.length > 0) {
      console.log("misses:\n" + r.misses.map((m) => `  [${m.field}] ${m.q}  expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`).join("\n"));
    }
    expect(r.overall).toBeGreaterThanOrEqual(0.95);
  });
});
