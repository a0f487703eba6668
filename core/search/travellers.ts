// Number of travellers: "για 2", "για δύο άτομα", "2 ενήλικες και 1 παιδί",
// "for 2 people", "family of 4", "couple", "zu zweit", "für 3 Personen".
import { entry, hasFlag, isCurrency, numberOf, type Ctx } from "./context.ts";
import { F } from "./lexicon-types.ts";

function smallCount(n: number | undefined): n is number {
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 30;
}

/** How many people travel, and how many of them are children when the query tells them apart. */
export interface Travellers {
  count: number;
  children?: number;
}

export function extractTravellers(ctx: Ctx): Travellers | undefined {
  const U = ctx.units;
  const consume = (...idx: number[]) => idx.forEach((j) => U[j] && (U[j]!.used = true));

  // N people [and M kids]
  for (let i = 0; i < U.length; i++) {
    const n = numberOf(U[i]);
    const p = entry(U[i + 1], "people");
    if (!smallCount(n) || !p || U[i + 1]!.used || p.n !== undefined) continue;
    consume(i, i + 1);
    let total = n;
    let children = p.kid ? n : 0;
    // "2 ενήλικες και 2 παιδιά", "2 adults 1 child", "2 Erwachsene + 1 Kind", "2 Erwachsene, 1 Kind"
    let j = i + 2;
    if (hasFlag(U[j], F.AND) || U[j]?.tok.kind === "plus") j++;
    const m = numberOf(U[j]);
    const p2 = entry(U[j + 1], "people");
    if (smallCount(m) && p2 && p2.n === undefined) {
      consume(j - 1, j, j + 1);
      total += m;
      if (p2.kid) children += m;
    } else if (p.kid) {
      // "family with 2 kids" / "2 παιδιά" alone: kids plus two adults when a family/couple is said
      const fam = U.some((u) => entry(u, "family") || entry(u, "people")?.n === 2);
      if (fam) total += 2;
    }
    // Children are told apart only when adults are counted too ("3 kids" alone says nothing of adults).
    return children > 0 && children < total ? { count: total, children } : { count: total };
  }

  // family of 4 / οικογένεια 4 ατόμων / τετραμελής / vierköpfige Familie
  for (let i = 0; i < U.length; i++) {
    const fam = entry(U[i], "family");
    const grp = entry(U[i], "group");
    if (!fam && !grp) continue;
    if (fam?.n) {
      consume(i);
      return { count: fam.n };
    }
    let j = i + 1;
    if (hasFlag(U[j], F.OF) || hasFlag(U[j], F.AND)) j++;
    const n = numberOf(U[j]);
    if (smallCount(n) && !isCurrency(U[j + 1])) {
      consume(i, j);
      return { count: n };
    }
  }

  // couple / solo / zu zweit
  for (let i = 0; i < U.length; i++) {
    const p = entry(U[i], "people");
    if (!p || p.n === undefined || U[i]!.used) continue;
    if (hasFlag(U[i + 1], F.OF)) continue; // "a couple of days"
    consume(i);
    return { count: p.n };
  }

  // για 2 / for 2 / für 2 (not "για 2 νύχτες", "for 50 €")
  for (let i = 0; i < U.length; i++) {
    if (!hasFlag(U[i], F.FOR) || U[i]!.used) continue;
    const n = numberOf(U[i + 1], false);
    if (!smallCount(n) || n > 20) continue;
    const next = U[i + 2];
    if (next && (isCurrency(next) || entry(next, "unit") || entry(next, "month") || next.tok.kind === "num")) continue;
    consume(i, i + 1);
    return { count: n };
  }
  return undefined;
}
