import { describe, expect, it } from "vitest";
import { allFerryPorts, connectionsFrom, portByCode } from "../ferries/ferries.ts";
import { placeRecord } from "../search/gazetteer.ts";
import { byFerry, destinationBySlug, destinations, nearby, slugOf } from "./destinations.ts";
import { fromPlace, greekName, inPlace, ofPlace, toPlace, withArticle } from "./greek.ts";
import { ferryRoutes, reverseOf, routeBySlug } from "./routes.ts";

const g = (place: string) => {
  const r = placeRecord(place)!;
  return greekName(r.greek[0]!, r.place.kind, r.greek.slice(1));
};

describe("Greek phrases", () => {
  it.each([
    ["Naxos", "για τη Νάξο", "στη Νάξο", "από τη Νάξο", "της Νάξου"],
    ["Corfu", "για την Κέρκυρα", "στην Κέρκυρα", "από την Κέρκυρα", "της Κέρκυρας"],
    ["Piraeus", "για τον Πειραιά", "στον Πειραιά", "από τον Πειραιά", "του Πειραιά"],
    ["Santorini", "για τη Σαντορίνη", "στη Σαντορίνη", "από τη Σαντορίνη", "της Σαντορίνης"],
    ["Koufonisia", "για τα Κουφονήσια", "στα Κουφονήσια", "από τα Κουφονήσια", "των Κουφονησίων"],
    ["Spetses", "για τις Σπέτσες", "στις Σπέτσες", "από τις Σπέτσες", "των Σπετσών"],
    ["Chania", "για τα Χανιά", "στα Χανιά", "από τα Χανιά", "των Χανίων"],
    ["Heraklion", "για το Ηράκλειο", "στο Ηράκλειο", "από το Ηράκλειο", "του Ηρακλείου"],
    ["Kalymnos", "για την Κάλυμνο", "στην Κάλυμνο", "από την Κάλυμνο", "της Καλύμνου"],
    ["Amorgos", "για την Αμοργό", "στην Αμοργό", "από την Αμοργό", "της Αμοργού"],
    ["Kos", "για την Κω", "στην Κω", "από την Κω", "της Κω"],
    ["Poros", "για τον Πόρο", "στον Πόρο", "από τον Πόρο", "του Πόρου"],
    ["Volos", "για τον Βόλο", "στον Βόλο", "από τον Βόλο", "του Βόλου"],
    ["Paxos", "για τους Παξούς", "στους Παξούς", "από τους Παξούς", "των Παξών"],
    ["Agios Nikolaos", "για τον Άγιο Νικόλαο", "στον Άγιο Νικόλαο", "από τον Άγιο Νικόλαο", "του Αγίου Νικολάου"],
    ["Skala Patmos", "για τη Σκάλα Πάτμου", "στη Σκάλα Πάτμου", "από τη Σκάλα Πάτμου", "της Σκάλας Πάτμου"],
    ["Patras", "για την Πάτρα", "στην Πάτρα", "από την Πάτρα", "της Πάτρας"],
    ["Trikala", "για τα Τρίκαλα", "στα Τρίκαλα", "από τα Τρίκαλα", "των Τρικάλων"],
    ["Agistri", "για το Αγκίστρι", "στο Αγκίστρι", "από το Αγκίστρι", "του Αγκιστριού"],
    ["Lavrio", "για το Λαύριο", "στο Λαύριο", "από το Λαύριο", "του Λαυρίου"],
    ["Kefalonia", "για την Κεφαλονιά", "στην Κεφαλονιά", "από την Κεφαλονιά", "της Κεφαλονιάς"],
    ["Cyclades", "για τις Κυκλάδες", "στις Κυκλάδες", "από τις Κυκλάδες", "των Κυκλάδων"],
    ["Saronic Islands", "για τον Αργοσαρωνικό", "στον Αργοσαρωνικό", "από τον Αργοσαρωνικό", "του Αργοσαρωνικού"],
    ["Sfakia", "για τα Σφακιά", "στα Σφακιά", "από τα Σφακιά", "των Σφακίων"],
    ["Munich", "για το Μόναχο", "στο Μόναχο", "από το Μόναχο", "του Μονάχου"],
    ["Amsterdam", "για το Άμστερνταμ", "στο Άμστερνταμ", "από το Άμστερνταμ", "του Άμστερνταμ"],
    ["Paris", "για το Παρίσι", "στο Παρίσι", "από το Παρίσι", "του Παρισιού"],
    ["Brussels", "για τις Βρυξέλλες", "στις Βρυξέλλες", "από τις Βρυξέλλες", "των Βρυξελλών"],
  ])("%s: %s, %s, %s, %s", (place, to, into, from, of) => {
    const name = g(place);
    expect([toPlace(name), inPlace(name), fromPlace(name), ofPlace(name)]).toEqual([to, into, from, of]);
  });

  it("the brief's phrases", () => {
    expect(`Πλοία ${toPlace(g("Naxos"))}`).toBe("Πλοία για τη Νάξο");
    expect(`Ξενοδοχεία ${inPlace(g("Corfu"))}`).toBe("Ξενοδοχεία στην Κέρκυρα");
    expect(`Από ${withArticle(g("Piraeus"), "acc")}`).toBe("Από τον Πειραιά");
  });

  it("every destination has three cases, an article that agrees, and one accent per declined word", () => {
    const articles = { acc: /^(τον|τη|την|το|τους|τις|τα) /u, gen: /^(του|της|των) /u };
    for (const d of destinations()) {
      const n = d.greek;
      expect(n.nom, d.place).toBe(d.names.el);
      for (const form of [n.acc, n.gen]) {
        expect(form, d.place).toMatch(/^[\p{Script=Greek} .-]+$/u);
        expect(form.split(" ").length, d.place).toBe(n.nom.split(" ").length);
        for (const word of form.split(" "))
          expect((word.normalize("NFD").match(/\u0301/gu) ?? []).length, `${d.place}: ${form}`).toBeLessThanOrEqual(1);
      }
      expect(withArticle(n, "acc"), d.place).toMatch(articles.acc);
      expect(withArticle(n, "gen"), d.place).toMatch(articles.gen);
      if (n.plural) expect(withArticle(n, "gen").startsWith("των "), d.place).toBe(true);
      if (!n.plural && n.gender === "f") expect(withArticle(n, "gen").startsWith("της "), d.place).toBe(true);
      // "την" before a vowel or κ π τ ξ ψ (and μπ ντ γκ τσ τζ), "τη" before the others.
      if (!n.plural && n.gender === "f") {
        const first = n.acc.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
        expect(
          inPlace(n).startsWith(/^([αεηιουωκπτξψ]|μπ|ντ|γκ|τσ|τζ)/u.test(first) ? "στην " : "στη "),
          `${d.place}: ${inPlace(n)}`,
        ).toBe(true);
      }
    }
  });
});

describe("slugs", () => {
  it("at least 300 destinations, each with a unique, ASCII slug made from its canonical name", () => {
    const list = destinations();
    expect(list.length).toBeGreaterThanOrEqual(300);
    const slugs = list.map((d) => d.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const d of list) {
      expect(d.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(d.slug).toBe(slugOf(d.place));
      expect(destinationBySlug(d.slug)).toBe(d);
    }
  });

  it("are stable", () => {
    expect(slugOf("Agios Nikolaos")).toBe("agios-nikolaos");
    expect(slugOf("Düsseldorf")).toBe("dusseldorf");
    expect(slugOf("Nice?")).toBe("nice");
    expect(destinations().map((d) => d.slug)).toMatchSnapshot();
    expect(ferryRoutes().map((r) => r.slug)).toMatchSnapshot();
  });

  it("the home page's islands and carousel cities link to guides by their ids", async () => {
    const { islands } = await import("../../content/islands.ts");
    const { cities } = await import("../../content/cities.ts");
    for (const p of [...islands, ...cities]) expect(destinationBySlug(p.id), p.id).toBeDefined();
  });

  it("cover the carousel's cities, every Greek island with a port, and the places abroad with a ferry to Greece", () => {
    for (const slug of [
      "athens",
      "thessaloniki",
      "rome",
      "barcelona",
      "paris",
      "krakow",
      "sofia",
      "naxos",
      "koufonisia",
      "spetses",
      "chania",
      "ancona",
      "bodrum",
      "cyclades",
    ]) {
      expect(destinationBySlug(slug), slug).toBeDefined();
    }
  });
});

describe("connections table", () => {
  it("every connection joins two ports of the table and has an operator", () => {
    for (const port of allFerryPorts()) {
      for (const c of connectionsFrom(port.code)) {
        expect(portByCode(c.code), `${port.code}–${c.code}`).toBeDefined();
        expect(c.operators.length, `${port.code}–${c.code}`).toBeGreaterThan(0);
        expect(connectionsFrom(c.code).some((back) => back.code === port.code)).toBe(true);
      }
    }
  });

  it("route pages: unique slugs, an operator each, the reverse page, at least one Greek end", () => {
    const routes = ferryRoutes();
    expect(routes.length).toBeGreaterThan(500);
    expect(new Set(routes.map((r) => r.slug)).size).toBe(routes.length);
    for (const r of routes) {
      expect(r.operators.length, r.slug).toBeGreaterThan(0);
      expect(reverseOf(r), r.slug).toBeDefined();
      expect(r.from.port.country === "GR" || r.to.port.country === "GR", r.slug).toBe(true);
      expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(routeBySlug("piraeus-naxos")?.operators.length).toBeGreaterThan(0);
    expect(routeBySlug("ancona-patras")).toBeDefined();
  });

  it("neighbours: by distance and by ferry, never the place itself", () => {
    const naxos = destinationBySlug("naxos")!;
    expect(nearby(naxos).map((d) => d.slug)).toContain("paros");
    expect(nearby(naxos)).not.toContain(naxos);
    const reached = byFerry(naxos).map((d) => d.slug);
    expect(reached).toContain("piraeus");
    expect(reached).not.toContain("naxos");
  });
});
