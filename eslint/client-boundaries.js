import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createNodeResolver, importX } from "eslint-plugin-import-x";

/**
 * The client's layers (docs/architecture.md, "Client layers"), as lint rules:
 * - features stand side by side: no file of one feature imports a file of another; a page
 *   (or app/) composes them, passing one feature's piece to another through props;
 * - the layers below the features (components, hooks, lib, i18n) import no feature, page or app;
 * - features import no page and nothing of app/ (app/ and pages/ may import any feature);
 * - no import cycles, type-only imports counted (local/no-cycle, eslint/import-cycles.js;
 *   import-x/no-cycle until that file exists, which skips type-only imports).
 */

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "client/src");

/** The client's features: every folder of client/src/features. */
export const clientFeatures = readdirSync(path.join(src, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The layers below the features. */
export const CLIENT_LOWER_LAYERS = ["components", "hooks", "lib", "i18n"];

const settings = {
  // Without these, import-x reads no .ts file it imports, and its rules silently see nothing.
  "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
  "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
  "import-x/resolver-next": [
    createNodeResolver({
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      alias: { "@shared": [path.join(root, "shared")], "@": [src] },
    }),
  ],
};

const zones = [
  ...clientFeatures.map((feature) => ({
    target: `./client/src/features/${feature}/**`,
    from: `./client/src/features/!(${feature})/**`,
    message: "Client features import no other feature: the page composes them (pass the piece in as a prop or slot), or move what both need below the features (docs/architecture.md, \"Client layers\").",
  })),
  {
    target: CLIENT_LOWER_LAYERS.map((layer) => `./client/src/${layer}/**`),
    from: ["./client/src/features/**", "./client/src/pages/**", "./client/src/app/**"],
    message: "components/, hooks/, lib/ and i18n/ stand below the features: they import no feature, page or app (docs/architecture.md, \"Client layers\").",
  },
  {
    target: "./client/src/layouts/**",
    from: ["./client/src/pages/**", "./client/src/app/**"],
    message: "Layouts frame the pages: they import features and the layers below, never a page or app/.",
  },
  {
    target: "./client/src/pages/**",
    from: "./client/src/app/**",
    message: "app/ routes to the pages: a page imports no file of app/ (its frame is in layouts/).",
  },
  {
    target: "./client/src/lib/**",
    from: ["./client/src/hooks/**", "./client/src/components/**"],
    message: "lib/ is the client's ground floor: it imports no hook or component.",
  },
  {
    target: "./client/src/hooks/**",
    from: "./client/src/components/**",
    message: "hooks/ stand below components/: a hook imports no component.",
  },
  {
    target: "./client/src/features/**",
    from: ["./client/src/pages/**", "./client/src/app/**", "./client/src/layouts/**"],
    message: "Features import no page and nothing of app/: pages and app compose features, not the other way round.",
  },
];

/** The cycle rule: the project's own (type-only imports count) once eslint/import-cycles.js exists. */
const localCycles = existsSync(path.join(import.meta.dirname, "import-cycles.js")) ? (await import("./import-cycles.js")).default : null;

export default [
  {
    files: ["client/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX, ...(localCycles ? { local: localCycles } : {}) },
    settings,
    rules: {
      ...(localCycles ? { "local/no-cycle": "error" } : { "import-x/no-cycle": ["error", { ignoreExternal: true }] }),
      "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
    },
  },
];
