import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import formatjs from "eslint-plugin-formatjs";
import { readdirSync } from "node:fs";
import path from "node:path";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import clientBoundaries from "./eslint/client-boundaries.js";

const root = import.meta.dirname;
/** The server's features: every folder of server/features. */
const features = readdirSync(path.join(root, "server/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", ".tmp/", "test-results/", "playwright-report/", "bench-results/", "server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // Issue 13: the interface's words come from the message files (client/src/i18n/messages),
    // in the reader's language: a literal string rendered by a component fails the lint.
    files: ["client/src/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    plugins: { formatjs },
    rules: {
      "formatjs/no-literal-string-in-jsx": ["error", { props: { include: [["*", "{label,placeholder,title,alt,aria-label,description}"]] } }],
    },
  },
  {
    // Tests build fixtures with replace; the app never may.
    files: ["server/**/*.ts", "shared/**/*.ts", "client/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          // A computed replacement string expands `$\``, `$&`, `$'` in member text (issue 9's stored DoS).
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(TemplateLiteral|Identifier|MemberExpression|CallExpression|BinaryExpression|ConditionalExpression|LogicalExpression)$/]",
          message: "Pass a replacer function (or use insertAt from server/lib/html-assembly.ts): a computed replacement string interprets `$` patterns.",
        },
      ],
    },
  },
  {
    // Feature boundaries (engineering guide, convention 10): a feature's queries are its own;
    // what several features need (authors, keyset pages, visibility, content lifecycle) lives
    // in a module that owns it (server/content, server/accounts, server/lib, server/policy), and no
    // import cycles. docs/architecture.md, "Layers".
    files: ["server/**/*.ts", "shared/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Without these, import-x reads no .ts file it imports, and no-cycle silently sees no cycle.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          alias: { "@shared": [path.join(root, "shared")], "@": [path.join(root, "client/src")] },
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...features.map((feature) => ({
              target: `./server/features/${feature}/**`,
              from: `./server/features/!(${feature})/**/*.queries.ts`,
              message: "A feature's queries are its own: move what several features need into a module that owns it.",
            })),
            {
              target: "./shared/**",
              from: ["./server/**", "./client/**"],
              message: "shared/ is imported by client and server and imports neither.",
            },
            {
              target: "./server/{lib,policy,content,accounts,db,plugins}/**",
              from: "./server/features/*/**/*.routes.ts",
              message: "Lower layers never import routes.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  ...clientBoundaries,
);
