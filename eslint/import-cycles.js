import { readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * `local/no-cycle`: no file may reach itself through imports, counting `import type` and
 * `export ... from` as edges too. import-x/no-cycle skips type-only imports, so a circle
 * closed by `import type` (a context type declared beside routes that import back) passed it;
 * such a circle still ties the two modules into one, and it is how runtime circles start.
 *
 * The file being linted is read from the linter (so a fixture's text counts); every other
 * file from disk, once per process. Specifiers resolve like the project's tsconfig paths:
 * relative, `@shared/...` (shared/) and `@/...` (client/src/).
 */

const root = path.resolve(import.meta.dirname, "..");
const ALIASES = [
  ["@shared/", path.join(root, "shared")],
  ["@/", path.join(root, "client/src")],
];
const CANDIDATES = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];
const IMPORTS = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

const resolved = new Map();
function resolveSpecifier(from, specifier) {
  const cacheKey = `${path.dirname(from)}\0${specifier}`;
  if (resolved.has(cacheKey)) return resolved.get(cacheKey);
  let base = null;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  for (const [prefix, folder] of ALIASES) if (specifier.startsWith(prefix)) base = path.join(folder, specifier.slice(prefix.length));
  let file = null;
  if (base) {
    const stem = base.replace(/\.js$/, "");
    file = CANDIDATES.map((ending) => stem + ending).find(isFile) ?? null;
    if (file && !/\.(ts|tsx|js|mjs)$/.test(file)) file = null; // JSON, CSS: no imports of their own
  }
  resolved.set(cacheKey, file);
  return file;
}

/** The files a source text imports, with the specifier of each. */
function importsOf(file, text) {
  const found = [];
  for (const match of text.matchAll(IMPORTS)) {
    const specifier = match[1] ?? match[2];
    const target = resolveSpecifier(file, specifier);
    if (target) found.push({ specifier, target });
  }
  return found;
}

const onDisk = new Map();
function diskImports(file) {
  if (!onDisk.has(file)) {
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      // a file that vanished imports nothing
    }
    onDisk.set(file, importsOf(file, text).map((edge) => edge.target));
  }
  return onDisk.get(file);
}

/** A path of files from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of diskImports(file)) {
      if (next === goal) {
        const route = [file];
        for (let step = previous.get(file); step; step = previous.get(step)) route.unshift(step);
        return route;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "No import cycles, type-only imports included." },
    messages: { cycle: "Import cycle (type-only imports count): {{route}}. Move what both sides need into a module below them." },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    return {
      Program(node) {
        const seen = new Set();
        for (const { specifier, target } of importsOf(file, context.sourceCode.text)) {
          if (seen.has(target) || target === file) continue;
          seen.add(target);
          const route = pathBack(target, file);
          if (!route) continue;
          const names = [file, ...route, file].map((step) => path.relative(root, step));
          const at = node.body.find((statement) => statement.source?.value === specifier) ?? node;
          context.report({ node: at, messageId: "cycle", data: { route: names.join(" -> ") } });
        }
      },
    };
  },
};

export default { rules: { "no-cycle": rule } };
