// No import cycles (issue 29), and the server's runtime imports only `dependencies` (the last entry).
// No cycle: a module never imports, through any chain, a module that imports it. Type-only imports
// (`import type`) do not count: they are erased before Node runs the file.
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

export const cycles = [
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      // Follow imports into TypeScript files too (by default import-x reads .js only).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // What the server runs comes from `dependencies`: the image installs `npm ci --omit=dev`
    // (scripts/check-deploy.sh), so a dev dependency imported by server or core code starts in
    // development and dies in production (minisearch did). Tests and test helpers may use dev ones.
    files: ["server/**/*.ts", "core/**/*.ts", "content/**/*.ts"],
    ignores: ["**/*.test.ts", "server/test/**"],
    rules: {
      "import-x/no-extraneous-dependencies": ["error", { devDependencies: false, includeTypes: false }],
    },
  },
];
