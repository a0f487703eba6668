import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { generate } from "../../scripts/gen-guides.ts";

it("positions.generated.ts is what scripts/gen-guides.ts writes from the open data (no drift)", () => {
  expect(generate()).toBe(readFileSync(new URL("./positions.generated.ts", import.meta.url), "utf8"));
}, 60_000);
