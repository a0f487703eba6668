// The walls between the parts of the code (docs/decisions/012-walls.md): which zone may import
// which. Kept in its own file so that a test can lint fixtures with exactly these rules.
import boundaries from "eslint-plugin-boundaries";

/** The zones, most specific first. A feature is one folder under app/features. */
const elements = [
  { type: "feature", pattern: "app/features/*", capture: ["name"] },
  { type: "components", pattern: "app/components" },
  { type: "lib", pattern: "app/lib" },
  { type: "routes", pattern: "app/routes" },
  { type: "i18n", pattern: "app/i18n" },
  { type: "native", pattern: "app/native" },
  // root.tsx, routes.ts, slots.tsx: the files directly in app/. A file element needs `mode: "file"`
  // (deprecated in v7 but the only way to make single files an element; hence legacy-warnings off).
  { type: "app-root", mode: "file", pattern: "app/*.{ts,tsx}" },
  { type: "server", pattern: "server", partialMatch: false },
  { type: "content", pattern: "content", partialMatch: false },
  { type: "core", pattern: "core", partialMatch: false },
  // The tools around the code: they may import what they run, test or measure; the code never imports them.
  { type: "scripts", pattern: "scripts", partialMatch: false },
  { type: "bench", pattern: "bench", partialMatch: false },
  { type: "tests", pattern: "tests", partialMatch: false },
];

const code = ["app-root", "routes", "feature", "components", "lib", "i18n", "native", "server", "content", "core"];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

/** Who may import whom; anything not allowed here is an error. */
const policies = [
  // Routes and the app's root compose everything on the client side.
  {
    from: { element: { types: { anyOf: ["app-root", "routes"] } } },
    allow: to("app-root", "routes", "feature", "components", "lib", "i18n", "native", "core", "content"),
  },
  // A feature uses shared UI and libraries, and its own files; never another feature.
  { from: { element: { type: "feature" } }, allow: to("components", "lib", "i18n", "core", "content") },
  {
    from: { element: { type: "feature" } },
    allow: { to: { element: { type: "feature", captured: { name: "{{ from.captured.name }}" } } } },
  },
  { from: { element: { type: "components" } }, allow: to("components", "lib", "i18n", "core", "content") },
  { from: { element: { type: "lib" } }, allow: to("lib", "i18n", "native", "core", "content") },
  { from: { element: { type: "native" } }, allow: to("native", "lib", "i18n", "core", "content") },
  { from: { element: { type: "i18n" } }, allow: to("i18n", "core", "content") },
  // The server never imports the client; shared code lives in core/.
  { from: { element: { type: "server" } }, allow: to("server", "core", "content") },
  { from: { element: { type: "core" } }, allow: to("core", "content") },
  { from: { element: { type: "content" } }, allow: to("content") },
  {
    from: { element: { types: { anyOf: ["scripts", "bench", "tests"] } } },
    allow: to(...code, "scripts", "bench", "tests"),
  },
  // The client takes the API's types from the server's app (hono/client), never its code.
  {
    from: { element: { types: { anyOf: ["app-root", "routes", "feature", "lib"] } } },
    allow: { to: { element: { type: "server" } }, dependency: { kind: "type" } },
  },
];

/** A test beside the code may also run the scripts it tests (the generators, the precompressor). */
const testPolicies = [...policies, { from: { element: { types: { anyOf: code } } }, allow: to("scripts") }];

export const walls = [
  {
    files: [
      "app/**/*.{ts,tsx}",
      "server/**/*.ts",
      "core/**/*.ts",
      "content/**/*.ts",
      "scripts/**/*.{ts,mjs}",
      "bench/**/*.ts",
      "tests/**/*.ts",
    ],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "boundaries/include": ["app/**", "server/**", "core/**", "content/**", "scripts/**", "bench/**", "tests/**"],
      "boundaries/legacy-warnings": false,
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies }],
    },
  },
  {
    files: ["{app,server,core,content}/**/*.test.{ts,tsx}"],
    rules: { "boundaries/dependencies": ["error", { default: "disallow", policies: testPolicies }] },
  },
];
