import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * The extensions migration 0027 creates (search: trigram similarity, accent folding). PGlite
 * loads an extension's code only when it is named here at start, so every PGlite the project
 * opens (the app's, the tests' template, a restored backup) passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
