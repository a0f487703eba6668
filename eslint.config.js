import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { walls } from "./eslint.walls.js";
import { cycles } from "./eslint.cycles.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "android/",
      "ios/",
      "data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Tests read JSON bodies loosely; the assertions are what is typed.
    files: ["**/*.test.ts", "**/*.test.tsx", "server/test/**", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // One import style (decision 016): the client app names every other folder by its alias
  // (~/, ~core/, ~content/; ~server/ for the API's types), never by climbing with ../;
  // server/, core/, content/ and the scripts use plain relative paths (Node runs them as they are).
  {
    files: ["app/**/*.{ts,tsx}"],
    // routes.ts is read by React Router's config loader, which does not resolve tsconfig aliases.
    ignores: ["app/routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../*"],
              message: "In app/, import other folders by alias: ~/…, ~core/…, ~content/… (decision 016).",
            },
          ],
        },
      ],
    },
  },
  {
    // A write refused offline has one toast (query-client.ts): a mutation's own error toast goes
    // through writeErrorToast (app/lib/offline.ts), which skips it then (issue 37, decision 047).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/offline.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Property[key.name='onError'] CallExpression[callee.object.name='toast'][callee.property.name='error']",
          message:
            "Show a write's error with writeErrorToast(error, text) from ~/lib/offline: offline, the refusal's own toast already says it (decision 047).",
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts", "core/**/*.ts", "content/**/*.ts", "scripts/**/*.{ts,mjs}", "bench/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/*", "~*/*"], message: "Outside app/, import by relative path (decision 016)." }] },
      ],
    },
  },
  {
    // Prettier (printWidth 120, `npm run format`) lays the code out; what it cannot wrap, comments
    // and code lines alike, stays within 120 columns too. Long strings, URLs and patterns are data.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["**/*.generated.ts"],
    rules: {
      "max-len": [
        "error",
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  // Which part of the code may import which (decision 012).
  ...walls,
  // No import cycles anywhere (eslint.cycles.js).
  ...cycles,
);
