// Every {{placeholder}} of a Greek text (the source) is in its English and German texts too, so a
// translation never drops a name, a count or a date that the Greek shows.
import { describe, expect, it } from "vitest";
import { de } from "./de.ts";
import { el } from "./el.ts";
import { en } from "./en.ts";

type Texts = { [key: string]: string | Texts };

/** key path → text, for every string leaf. */
function leaves(texts: Texts, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(texts)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!));

/** Missing placeholders, as "key: {{name}}" lines. */
function missing(source: Texts, target: Texts): string[] {
  const theirs = leaves(target);
  const out: string[] = [];
  for (const [key, text] of leaves(source)) {
    const other = theirs.get(key);
    if (other === undefined) {
      out.push(`${key}: missing text`);
      continue;
    }
    const have = placeholders(other);
    for (const p of placeholders(text)) if (!have.has(p)) out.push(`${key}: {{${p}}}`);
  }
  return out;
}

describe("i18n placeholders", () => {
  it("the Greek texts have placeholders to check", () => {
    const count = [...leaves(el as Texts).values()].filter((t) => placeholders(t).size > 0).length;
    expect(count).toBeGreaterThan(10);
  });

  it.each([
    ["en", en],
    ["de", de],
  ])("every placeholder of el is in %s", (_lang, texts) => {
    expect(missing(el as Texts, texts as Texts)).toEqual([]);
  });

  it("a dropped placeholder is found", () => {
    expect(missing({ a: { b: "{{count}} από {{total}}" } }, { a: { b: "{{count}} of all" } })).toEqual([
      "a.b: {{total}}",
    ]);
  });
});
