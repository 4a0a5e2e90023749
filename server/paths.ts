import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, found from this file whether it runs from source or from dist/. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the project root (package.json)");
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot();
export const MIGRATIONS_DIR = path.join(ROOT_DIR, "server/db/migrations");
/** The built client: dist/client, or DIST_DIR/client when the build went elsewhere. */
export const CLIENT_DIST_DIR = path.join(path.resolve(ROOT_DIR, process.env.DIST_DIR ?? "dist"), "client");
