// ESLint 9 flat config: JS + TypeScript recommended rules and the React hooks rules.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";

// `globals` is not a direct dependency, so the few runtime globals plain JS files use are
// declared here (TypeScript files are covered by tsc; typescript-eslint turns off no-undef).
const nodeGlobals = Object.fromEntries(
  [
    "process", "console", "Buffer", "URL", "URLSearchParams", "fetch", "AbortController",
    "AbortSignal", "setTimeout", "clearTimeout", "setInterval", "clearInterval",
    "setImmediate", "clearImmediate", "queueMicrotask", "structuredClone", "globalThis",
    "TextEncoder", "TextDecoder", "Response", "Request", "Headers", "FormData", "Blob",
    "crypto", "performance", "window", "document", "navigator",
  ].map((name) => [name, "readonly"]),
);

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
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: nodeGlobals,
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
  {
    files: ["**/*.{jsx,tsx,ts}"],
    ...reactHooks.configs.flat.recommended,
  },
]);
