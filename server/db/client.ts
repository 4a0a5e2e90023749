import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema/index";
import { MIGRATIONS_DIR } from "../paths";
import { pgliteNotifications, postgresNotifications, type Notifications } from "./notifications";

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** LISTEN/NOTIFY between every process on this database (one process on PGlite). */
  notifications: Notifications;
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (System Backup). */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * Opens PGlite in `dataDir` (or in memory when it is null), or a PostgreSQL pool when a
 * URL is given. Both speak the same SQL, so everything above this file is shared.
 */
export async function openDatabase(options: { url?: string; dataDir?: string | null }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client whose server went away (restart, failover) emits 'error'; the pool drops
    // it and makes a new one on demand, so the process must not die of it.
    pool.on("error", () => undefined);
    // Fail now, with the server's own words, instead of on the first request.
    await pool.query("select 1");
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const notifications = postgresNotifications(pool, { connectionString: options.url });
    return {
      db,
      kind: "postgres",
      notifications,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }
  const client = await PGlite.create(options.dataDir ?? undefined);
  const pgliteDb = drizzlePglite(client, { schema });
  const notifications = pgliteNotifications(client);
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    notifications,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await notifications.close();
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}
