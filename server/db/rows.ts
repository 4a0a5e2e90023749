/** The rows of a `db.execute(sql...)` result (the same shape from PGlite and node-postgres). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
