import { readdirSync } from "node:fs";
import path from "node:path";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import importCycles from "./import-cycles.js";

/**
 * The server's layers (docs/architecture.md, "Layers"), as lint rules:
 * - features stand side by side: no file of one feature imports a file of another;
 * - a feature's public face is its index.ts: the files above the features (app.ts, main.ts,
 *   test helpers, scripts) import a feature only through it;
 * - the layers below the features import no feature;
 * - shared/ imports neither the server nor the client;
 * - no import cycles anywhere, type-only imports counted (local/no-cycle).
 */

const root = path.resolve(import.meta.dirname, "..");
/** The server's features: every folder of server/features. */
export const features = readdirSync(path.join(root, "server/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers below the features, from the ground up: each may import the ones before it and
 * none after it, so no arrow runs back up (docs/architecture.md, "Layers").
 */
export const LOWER_LAYERS = ["lib", "i18n", "db", "policy", "cache", "plugins", "jobs", "mail", "accounts", "services", "content"];

export const importSettings = {
  // Without these, import-x reads no .ts file it imports, and its rules silently see nothing.
  "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
  "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
  "import-x/resolver-next": [
    createNodeResolver({
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      alias: { "@shared": [path.join(root, "shared")], "@": [path.join(root, "client/src")] },
    }),
  ],
};

/** Which files may not import which (import-x/no-restricted-paths). */
const zones = [
  ...features.map((feature) => ({
    target: `./server/features/${feature}/**`,
    from: `./server/features/!(${feature})/**`,
    message: "Features stand side by side: move what several features need into a layer below them (docs/architecture.md).",
  })),
  ...features.map((feature) => ({
    target: ["./server/*.ts", "./server/!(features)/**", "./scripts/**"],
    from: `./server/features/${feature}`,
    except: ["./index.ts"],
    message: "A feature's public face is its index.ts: import the feature, not its files.",
  })),
  {
    target: LOWER_LAYERS.map((layer) => `./server/${layer}/**`),
    from: "./server/features/**",
    message: "Layers below the features import no feature (docs/architecture.md, \"Layers\").",
  },
  {
    target: "./shared/**",
    from: ["./server/**", "./client/**"],
    message: "shared/ is imported by client and server and imports neither.",
  },
];

/** No arrow runs back up between the lower layers (their tests may set up with what is above). */
const layerOrder = LOWER_LAYERS.slice(0, -1).map((layer, index) => ({
  target: `./server/${layer}/**`,
  from: LOWER_LAYERS.slice(index + 1).map((above) => `./server/${above}/**`),
  message: `server/${layer}/ stands below ${LOWER_LAYERS.slice(index + 1).join(", ")}: move what it needs down, or pass it in.`,
}));

/** The app assembles the features; nothing below it imports it (API tests of a lower layer build the whole app, so they may). */
const appZone = {
  target: LOWER_LAYERS.map((layer) => `./server/${layer}/**`),
  from: ["./server/app.ts", "./server/main.ts"],
  message: "Layers below the features import no feature, nor the app that assembles them.",
};

export default [
  {
    files: ["server/**/*.ts", "shared/**/*.ts", "scripts/**/*.{ts,mjs}"],
    plugins: { "import-x": importX, local: importCycles },
    settings: importSettings,
    rules: {
      "local/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones }],
    },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.{ts,mjs}"],
    ignores: ["**/*.test.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...zones, ...layerOrder, appZone] }] },
  },
];
