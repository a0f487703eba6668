// Writes core/ferries/ferries.generated.ts: Ferryhopper's ferry ports of Greece and of the ports
// abroad with a ferry to Greece, the gazetteer places each port serves, and which ports a ferry
// joins, by which operators. Decision 043.
//
// Source: the public repository github.com/1valos/ferry-data (a nightly GitHub Action that stores
// what Ferryhopper's public services answer):
//   - ports: data/routes.json at commit 11b11d7 (2026-04-24), the answer of the get_ports tool of
//     Ferryhopper's MCP server (mcp.ferryhopper.com): 1,357 ports, name, country and code;
//   - connections and operators: data/routes.json at commit 17c63fb (2026-06-14), Ferryhopper's
//     active-prices answers (crs.ferryhopper.com/api/connections/active-prices/{CODE}/{YEAR}/{MONTH})
//     for 89 origin ports: connections[code] = [{ destination, operators, minPrice }]. The prices are a
//     dated snapshot and are not kept; only which ports a ferry joins and by which operators are.
// The facts taken from it are committed as extracts in scripts/data (ferryhopper-ports.tsv,
// ferryhopper-connections.tsv, ferryhopper-operators.tsv), so the generated file is checked offline
// (core/ferries/ferries.test.ts); scripts/data/ferry-port-places.txt says which places a port serves.
//   npx tsx scripts/gen-ferries.ts                          (from the committed extracts)
//   npx tsx scripts/gen-ferries.ts --source <git dir>       (re-extract from a clone of 1valos/ferry-data
//                                                            at the two commits, then generate)
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { placeRecord } from "../core/search/gazetteer.ts";

export const FERRY_SOURCE = {
  repository: "github.com/1valos/ferry-data",
  ports: {
    commit: "11b11d7ad8ef1f77296d1b3a14fbaa1c0b0ccd4d",
    path: "data/routes.json",
    fetchedAt: "2026-04-24T10:40:27.674Z",
  },
  connections: {
    commit: "17c63fb9adfd9c8f22b1481fe46164d75dfc0272",
    path: "data/routes.json",
    fetchedAt: "2026-06-14T07:32:08.928Z",
  },
} as const;

/** The countries kept: Greece, and the neighbours whose ports a ferry joins to Greece. */
const COUNTRIES: Readonly<Record<string, string>> = {
  Greece: "GR",
  Italy: "IT",
  Albania: "AL",
  Turkey: "TR",
  Croatia: "HR",
  Montenegro: "ME",
};

export interface PortRow {
  code: string;
  /** Ferryhopper's name, as its list writes it ("PATRA", "FISKARDO (KEFALONIA)"). */
  name: string;
  /** ISO 3166 code of the country. */
  country: string;
}
/** One connection as the source lists it: from a port it asked about to a destination it was given. */
export interface ConnectionRow {
  from: string;
  to: string;
  /** Ferryhopper's operator codes, sorted. */
  operators: string[];
}
export interface Extracts {
  ports: PortRow[];
  connections: ConnectionRow[];
  /** Operator code → name, where the source names it. */
  operators: Record<string, string>;
}

interface SourcePorts {
  ports: { name: string; countryName: string; code: string }[];
}
interface SourceConnections {
  connections: Record<string, { destination: string; operators: { code: string; name: string }[] }[]>;
}

/**
 * The facts kept from the two source files: Greek ports (not Ferryhopper's "(ALL PORTS)" groups),
 * the ports of the neighbouring countries that a ferry joins to a Greek port, the connections
 * between kept ports (a destination missing from the port list is dropped), their operators, and
 * the operators' names where the source gives one (not its code repeated). No prices.
 */
export function extractFromSource(portsJson: string, connectionsJson: string): Extracts {
  const ports = (JSON.parse(portsJson) as SourcePorts).ports;
  const connections = (JSON.parse(connectionsJson) as SourceConnections).connections;
  const byCode = new Map(
    ports.filter((p) => COUNTRIES[p.countryName] && !/\(ALL PORTS\)/.test(p.name)).map((p) => [p.code, p]),
  );
  const greek = (code: string) => byCode.get(code)?.countryName === "Greece";
  const linkedAbroad = new Set<string>();
  for (const [from, list] of Object.entries(connections)) {
    for (const c of list) {
      if (greek(from) && byCode.has(c.destination) && !greek(c.destination)) linkedAbroad.add(c.destination);
      if (greek(c.destination) && byCode.has(from) && !greek(from)) linkedAbroad.add(from);
    }
  }
  const kept = new Set([...byCode.keys()].filter((code) => greek(code) || linkedAbroad.has(code)));
  const rows: ConnectionRow[] = [];
  const operators: Record<string, string> = {};
  for (const [from, list] of Object.entries(connections)) {
    if (!kept.has(from)) continue;
    for (const c of list) {
      if (!kept.has(c.destination) || c.operators.length === 0) continue;
      rows.push({ from, to: c.destination, operators: [...new Set(c.operators.map((o) => o.code))].sort() });
      for (const o of c.operators) if (o.name && o.name !== o.code) operators[o.code] = o.name;
    }
  }
  return {
    ports: ports
      .filter((p) => kept.has(p.code))
      .map((p) => ({ code: p.code, name: p.name, country: COUNTRIES[p.countryName]! }))
      .sort((a, b) => cmp(a.code, b.code)),
    connections: rows.sort((a, b) => cmp(a.from, b.from) || cmp(a.to, b.to)),
    operators: Object.fromEntries(Object.entries(operators).sort(([a], [b]) => cmp(a, b))),
  };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// ----------------------------------------------------------------- the committed extracts

const dataFile = (name: string) => fileURLToPath(new URL(`data/${name}`, import.meta.url));
const EXTRACT_FILES = {
  ports: "ferryhopper-ports.tsv",
  connections: "ferryhopper-connections.tsv",
  operators: "ferryhopper-operators.tsv",
} as const;

function header(what: string, source: { commit: string; path: string; fetchedAt: string }): string {
  return [
    `# ${what}`,
    `# Extracted by scripts/gen-ferries.ts from ${FERRY_SOURCE.repository} ${source.path} at commit ${source.commit}`,
    `# (fetched from Ferryhopper ${source.fetchedAt}); do not edit: re-extract with --source.`,
  ].join("\n");
}

export function renderExtracts(x: Extracts): Record<keyof typeof EXTRACT_FILES, string> {
  return {
    ports: `${header("Ferryhopper's ports of Greece and the ports abroad with a ferry to Greece: code, name, country.", FERRY_SOURCE.ports)}\n${x.ports.map((p) => `${p.code}\t${p.name}\t${p.country}`).join("\n")}\n`,
    connections: `${header("Connections Ferryhopper prices: from, to, operator codes (no prices).", FERRY_SOURCE.connections)}\n${x.connections.map((c) => `${c.from}\t${c.to}\t${c.operators.join(",")}`).join("\n")}\n`,
    operators: `${header("Names of Ferryhopper's operator codes, where the source names them (its own list).", FERRY_SOURCE.connections)}\n${Object.entries(
      x.operators,
    )
      .map(([code, name]) => `${code}\t${name}`)
      .join("\n")}\n`,
  };
}

const rowsOf = (text: string) =>
  text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split("\t"));

export function parseExtracts(files: Record<keyof typeof EXTRACT_FILES, string>): Extracts {
  return {
    ports: rowsOf(files.ports).map(([code = "", name = "", country = ""]) => ({ code, name, country })),
    connections: rowsOf(files.connections).map(([from = "", to = "", ops = ""]) => ({
      from,
      to,
      operators: ops.split(",").filter(Boolean),
    })),
    operators: Object.fromEntries(rowsOf(files.operators).map(([code = "", name = ""]) => [code, name])),
  };
}

export const loadExtractFiles = (): Record<keyof typeof EXTRACT_FILES, string> => ({
  ports: readFileSync(dataFile(EXTRACT_FILES.ports), "utf8"),
  connections: readFileSync(dataFile(EXTRACT_FILES.connections), "utf8"),
  operators: readFileSync(dataFile(EXTRACT_FILES.operators), "utf8"),
});

export const loadPortPlaces = () => readFileSync(dataFile("ferry-port-places.txt"), "utf8");

/** The two source files, from a clone of the source repository (its git directory). */
export function readSource(gitDir: string): { ports: string; connections: string } {
  const show = (s: { commit: string; path: string }) =>
    execFileSync("git", ["-C", gitDir, "show", `${s.commit}:${s.path}`], { encoding: "utf8", maxBuffer: 64 << 20 });
  return { ports: show(FERRY_SOURCE.ports), connections: show(FERRY_SOURCE.connections) };
}

// ----------------------------------------------------------------- the table

export interface FerryTable {
  /** code, Ferryhopper name, country, places served; places' main ports first. */
  ports: { code: string; name: string; country: string; places: string[] }[];
  /** Each pair of ports a ferry joins (either way in the source), codes sorted, with the operators of both ways. */
  links: { a: string; b: string; operators: string[] }[];
  operators: Record<string, string>;
}

/**
 * The table: every extracted port with the places ferry-port-places.txt gives it (ports with a line
 * first, in the file's order; the others by code), and the connections as pairs. Fails on a line
 * whose code is not a kept port, or whose place the gazetteer lacks.
 */
export function deriveFerryTable(
  x: Extracts,
  portPlaces: string,
  knownPlace: (name: string) => boolean = (n) => placeRecord(n) !== undefined,
): FerryTable {
  const byCode = new Map(x.ports.map((p) => [p.code, p]));
  const placed = new Map<string, string[]>();
  for (const line of portPlaces.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const [code = "", list = ""] = line.split("|");
    if (!byCode.has(code))
      throw new Error(`ferry-port-places.txt: ${code} is not in Ferryhopper's port list (or not kept)`);
    if (placed.has(code)) throw new Error(`ferry-port-places.txt: ${code} twice`);
    const places = list
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    for (const place of places)
      if (!knownPlace(place)) throw new Error(`ferry-port-places.txt: ${code}: the gazetteer has no place "${place}"`);
    placed.set(code, places);
  }
  const ports = [
    ...[...placed].map(([code, places]) => ({ ...byCode.get(code)!, places })),
    ...x.ports.filter((p) => !placed.has(p.code)).map((p) => ({ ...p, places: [] })),
  ];
  const pairs = new Map<string, Set<string>>();
  for (const c of x.connections) {
    if (c.from === c.to) continue;
    const key = cmp(c.from, c.to) < 0 ? `${c.from} ${c.to}` : `${c.to} ${c.from}`;
    const ops = pairs.get(key) ?? new Set<string>();
    for (const o of c.operators) ops.add(o);
    pairs.set(key, ops);
  }
  const links = [...pairs]
    .map(([key, ops]) => {
      const [a = "", b = ""] = key.split(" ");
      return { a, b, operators: [...ops].sort() };
    })
    .sort((p, q) => cmp(p.a, q.a) || cmp(p.b, q.b));
  const used = new Set(links.flatMap((l) => l.operators));
  return {
    ports,
    links,
    operators: Object.fromEntries(Object.entries(x.operators).filter(([code]) => used.has(code))),
  };
}

export function renderFerries(t: FerryTable): string {
  const s = FERRY_SOURCE;
  return [
    "// Generated by scripts/gen-ferries.ts; do not edit. Decision 043.",
    `// Source: ${s.repository} (public): ports from ${s.ports.path} at commit ${s.ports.commit}`,
    `// (Ferryhopper's get_ports, ${s.ports.fetchedAt.slice(0, 10)}); connections and operators from ${s.connections.path} at`,
    `// commit ${s.connections.commit} (Ferryhopper's active-prices answers, ${s.connections.fetchedAt.slice(0, 10)}); no prices.`,
    "// Places served: scripts/data/ferry-port-places.txt.",
    `export const FERRY_DATA_SOURCE = ${JSON.stringify({ repository: s.repository, ports: { commit: s.ports.commit, fetchedAt: s.ports.fetchedAt }, connections: { commit: s.connections.commit, fetchedAt: s.connections.fetchedAt } })} as const;`,
    "",
    "/** One port a line: code|Ferryhopper's name|country|gazetteer places it serves (a place's main port first). */",
    "export const FERRY_PORT_ROWS = `",
    ...t.ports.map((p) => `${p.code}|${p.name}|${p.country}|${p.places.join(",")}`),
    "`;",
    "",
    "/** One pair of ports a ferry joins a line: code code|operator codes. */",
    "export const FERRY_LINK_ROWS = `",
    ...t.links.map((l) => `${l.a} ${l.b}|${l.operators.join(",")}`),
    "`;",
    "",
    "/** Operator code → name, where the source names it. */",
    "export const FERRY_OPERATOR_NAMES: Readonly<Record<string, string>> = {",
    ...Object.entries(t.operators).map(([code, name]) => `  ${JSON.stringify(code)}: ${JSON.stringify(name)},`),
    "};",
    "",
  ].join("\n");
}

export const generateFerries = () =>
  renderFerries(deriveFerryTable(parseExtracts(loadExtractFiles()), loadPortPlaces()));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--source");
  if (at >= 0) {
    const gitDir = process.argv[at + 1];
    if (!gitDir) {
      console.error("usage: npx tsx scripts/gen-ferries.ts [--source <git dir of a clone of 1valos/ferry-data>]");
      process.exit(2);
    }
    const src = readSource(gitDir);
    const files = renderExtracts(extractFromSource(src.ports, src.connections));
    for (const [key, name] of Object.entries(EXTRACT_FILES))
      writeFileSync(dataFile(name), files[key as keyof typeof EXTRACT_FILES]);
  }
  const out = fileURLToPath(new URL("../core/ferries/ferries.generated.ts", import.meta.url));
  const table = deriveFerryTable(parseExtracts(loadExtractFiles()), loadPortPlaces());
  writeFileSync(out, renderFerries(table));
  console.log(
    `${table.ports.length} ports (${table.ports.filter((p) => p.places.length > 0).length} with a place), ${table.links.length} pairs of ports joined → ${out}`,
  );
}
