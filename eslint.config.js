import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { walls } from "./eslint.walls.js";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "android/", "ios/", "data/", "test-results/", "playwright-report/"] },
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
  // Which part of the code may import which (decision 012).
  ...walls,
);
