// Edge checks on every JSON body of the API, before any handler or Better Auth sees it:
// strings that PostgreSQL cannot store (NUL) or that are not valid UTF-16 (lone surrogates),
// and nesting deep enough to break JSON.stringify or jsonb. Each answers 400, never 500.

export const MAX_JSON_DEPTH = 32;

export interface InputProblem {
  /** Dotted path of the offending value, or "body". */
  field: string;
  message: string;
}

// In a `u` regex a valid pair is one code point, so this matches lone surrogates only.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

/** First problem in a parsed JSON value, or null. Iterative: any depth is safe to inspect. */
export function findInputProblem(value: unknown): InputProblem | null {
  const stack: { v: unknown; path: string[]; depth: number }[] = [{ v: value, path: [], depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    const field = path.length ? path.join(".") : "body";
    if (typeof v === "string") {
      if (v.includes("\0")) return { field, message: "must not contain NUL characters" };
      if (!wellFormed(v)) return { field, message: "must be valid Unicode text (no lone surrogates)" };
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return { field, message: `is nested too deeply (at most ${MAX_JSON_DEPTH} levels)` };
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (const [k, child] of entries) {
      if (k.includes("\0") || !wellFormed(k))
        return { field: field === "body" ? "body" : field, message: "has a key that is not valid text" };
      stack.push({ v: child, path: [...path, k], depth: depth + 1 });
    }
  }
  return null;
}
