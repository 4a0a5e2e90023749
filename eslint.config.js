import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import formatjs from "eslint-plugin-formatjs";
import clientBoundaries from "./eslint/client-boundaries.js";
import serverBoundaries from "./eslint/server-boundaries.js";

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
        {
          // drizzle's sql tag reads the cooked text: '\s+' reaches PostgreSQL as 's+' (issue 26's
          // excerpts lost every "s"), and no-useless-escape does not look inside tagged templates.
          selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/(^|[^\\\\])(\\\\\\\\)*\\\\[^\\\\`$]/]",
          message: "An escape in sql`` is cooked before PostgreSQL reads it: write a POSIX class ([[:space:]]) or double the backslash.",
        },
      ],
    },
  },
  // Layers and import cycles (docs/architecture.md, "Layers").
  ...serverBoundaries,
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  ...clientBoundaries,
  {
    // Journeys take `test` and `request` from e2e/fixtures.ts, which closes the browser and API
    // contexts a journey opens when it ends (left open they kept running beside later journeys).
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "request", "expect"],
              message: "Import test, request and expect from ./fixtures: it closes the contexts a journey opens.",
            },
          ],
        },
      ],
    },
  },
);
