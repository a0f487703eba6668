import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { explain } from "./explain.ts";

const NOW = new Date(2026, 4, 13, 12);

describe("search:explain contract", () => {
  it("gives the intent in plain fields and the ranked partner actions with what they carry", () => {
    const r = explain("flights Athens to London 15-20 August for 2", "en", NOW);
    expect(Object.keys(r)).toEqual(["lang", "intent", "actions"]);
    expect(r.intent).toEqual({
      category: "flights",
      inferred: false,
      place: null,
      origin: "Athens",
      destination: "London",
      budget: null,
      dates: { from: "2026-08-15", to: "2026-08-20", month: null },
      travellers: { adults: 2, children: null, count: 2 },
    });
    expect(r.actions[0]).toMatchObject({
      partnerId: "skyscanner",
      prefilled: true,
      carries: ["origin", "destination", "dates", "travellers"],
    });
    expect(Object.keys(r.actions[0]!)).toEqual(["partnerId", "url", "prefilled", "carries"]);
    expect(explain("φθηνό ξενοδοχείο στη Νάξο τον Αύγουστο", undefined, NOW)).toMatchObject({
      lang: "el",
      intent: { place: "Naxos", dates: { from: null, to: null, month: "2026-08" }, budget: null },
    });
  });

  it("runs as npm run -s search:explain -- --batch FILE, and refuses a file that is not an array of queries", () => {
    const dir = mkdtempSync(join(tmpdir(), "explain-"));
    const file = join(dir, "q.json");
    writeFileSync(file, JSON.stringify(["ξενοδοχείο Νάξος", { q: "Hotel in Wien", lang: "de" }]));
    const out = JSON.parse(
      execFileSync("npx", ["tsx", "scripts/search-explain.ts", "--batch", file, "--now", "2026-05-13"], {
        encoding: "utf8",
      }),
    );
    expect(out).toHaveLength(2);
    expect(out[1]).toMatchObject({ lang: "de", intent: { category: "hotels", place: "Vienna" } });
    // A route with no category word: the transport is inferred and says so.
    expect(explain("Πειραιάς - Φολέγανδρος 10/8", "el", new Date(2026, 4, 13)).intent).toMatchObject({
      category: "ferries",
      inferred: true,
      origin: "Piraeus",
      destination: "Folegandros",
    });
    writeFileSync(file, JSON.stringify({ q: "x" }));
    expect(() =>
      execFileSync("npx", ["tsx", "scripts/search-explain.ts", "--batch", file], { stdio: "pipe" }),
    ).toThrow();
  }, 60_000);
});
