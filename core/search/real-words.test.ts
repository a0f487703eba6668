import { describe, expect, it } from "vitest";
import { bloomHas, bloomOf, decodeBloom, encodeBloom } from "./real-words.ts";

describe("the real-word Bloom filter", () => {
  it("finds every key it was built from, through its text form too, and few others", () => {
    const keys = Array.from({ length: 5_000 }, (_, i) => `word${i}`);
    const filter = decodeBloom(encodeBloom(bloomOf(keys, keys.length, 0.002)));
    // (A signed hash once put about half of the keys on no bit: they were never found.)
    expect(keys.filter((k) => !bloomHas(filter, k))).toEqual([]);
    const others = Array.from({ length: 20_000 }, (_, i) => `other${i}`).filter((k) => bloomHas(filter, k)).length;
    expect(others / 20_000).toBeLessThan(0.006);
  });
});
