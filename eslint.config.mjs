// ESLint 9 flat config: Next's own rules (core web vitals, React, hooks, the few accessibility
// rules Next turns on), every jsx-a11y recommended rule, and the TypeScript recommended rules.
// A deliberate exception is written at the line that needs it (`eslint-disable-next-line rule --
// why`), never here, except for whole categories of files with their reason below.
import js from "@eslint/js";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
// eslint-config-next's own copy (it registers the plugin): only its recommended rules are added here.
import jsxA11y from "eslint-plugin-jsx-a11y";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "**/.next/**",
    "**/.next-*/**",
    "**/node_modules/**",
    "data/**",
    "drizzle/**",
    "test-data/**",
    "coverage/**",
    "next-env.d.ts",
    "public/_site/**",
  ]),
  ...nextCoreWebVitals,
  {
    files: ["**/*.{jsx,tsx}"],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
]);
