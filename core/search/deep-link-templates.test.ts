// Every partner's deep-link template (content/partners.ts) uses only values the engine fills, and
// fills into an https URL on the partner's own host.
import { describe, expect, it } from "vitest";
import { partners } from "../../content/partners.ts";
import { templatesOf, VALUE_NAMES } from "./deep-link.ts";

describe("partner deep-link templates", () => {
  it("only use known deep-link placeholders, and fill into valid https URLs on the partner's own host", () => {
    for (const p of partners.filter((x) => x.deepLink)) {
      for (const t of templatesOf(p.deepLink)) {
        const names = [...t.matchAll(/\{([\w|]+)[?!]?(?::lower)?\}/g)].flatMap((m) => m[1]!.split("|"));
        expect(names.length, p.id).toBeGreaterThan(0);
        for (const name of names) expect(VALUE_NAMES, `${p.id}: {${name}}`).toContain(name);
        const filled = t.replace(/\{[^}]+\}/g, () => encodeURIComponent("Κέρκυρα, Greece"));
        const url = new URL(filled);
        expect(url.protocol).toBe("https:");
        expect(url.hostname, p.id).toBe(new URL(p.url).hostname);
      }
    }
  });
});
