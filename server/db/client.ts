import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema/index";
import { MIGRATIONS_DIR } from "../paths";
import { PGLITE_EXTENSIONS } from "./pglite-extensions";
import { keepStatementsPrepared } from "./pglite-statements";
import { pgliteNotifications, postgresNotifications, type Notifications } from "./notifications";

/** The advisory lock key of start-up work (migrations, admin account, demo seed): "ponder" as bytes. */
const STARTUP_LOCK = 0x706f6e646572;

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** LISTEN/NOTIFY between every process on this database (one process on PGlite). */
  notifications: Notifications;
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * Runs fn (migrations, admin account, demo seed) while no other process is in its own: a
   * PostgreSQL advisory lock held on one connection, so processes starting together on an
   * empty database take turns and the later ones find the work done. PGlite is one process.
   */
  whileStarting<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (System Backup). */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * Opens PGlite in `dataDir` (or in memory when it is null), or a PostgreSQL pool when a
 * URL is given. Both speak the same SQL, so everything above this file is shared.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
  /** PGlite in memory only: start from this dumped data directory (a tarball from dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
  /**
   * PGlite only: PostgreSQL's shared_buffers (its default, 128MB, otherwise). Tests open some
   * 200 small databases a run, and each start zeroes and maps that memory: 16MB cut a start
   * from about 1.2 s to 0.8 s here. A size in PostgreSQL's units (16MB).
   */
  sharedBuffers?: string;
}): Promise<Database> {
  if (options.url) {
    // A request waits at most 5 s for a connection (the server away, or every connection
    // busy), then gets a 503 instead of hanging. TCP keep-alive finds connections to a server that
    // vanished without closing them (a failover), which would otherwise wait for the OS's timeout.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    // A client whose server went away (restart, failover) emits 'error'. The pool listens only
    // while a client is idle (and then drops it); one checked out between two queries of a
    // transaction has no listener, and an unheard 'error' ends the process. Every client gets
    // one: its next query fails instead (a 503), and the pool drops it on release.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => client.on("error", () => undefined));
    // Fail now, with the server's own words, instead of on the first request.
    await pool.query("select 1");
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const notifications = postgresNotifications(pool, { connectionString: options.url });
    return {
      db,
      kind: "postgres",
      notifications,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
      whileStarting: async (fn) => {
        // Its own connection, not the pool's: fn's queries must not wait for the one holding the lock.
        const lock = new pg.Client({ connectionString: options.url });
        lock.on("error", () => undefined);
        await lock.connect();
        try {
          await lock.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
          return await fn();
        } finally {
          // Ending the session releases the lock too, should the unlock itself fail.
          await lock.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => undefined);
          await lock.end().catch(() => undefined);
        }
      },
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }
  if (options.sharedBuffers !== undefined && !/^\d+(kB|MB|GB)$/.test(options.sharedBuffers)) throw new Error(`sharedBuffers must be a size such as 16MB, not ${JSON.stringify(options.sharedBuffers)}`);
  const startParams = options.sharedBuffers ? [...PGlite.defaultStartParams, "-c", `shared_buffers=${options.sharedBuffers}`] : undefined;
  const client = options.loadDataDir
    ? await PGlite.create({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS, startParams })
    : await PGlite.create({ dataDir: options.dataDir ?? undefined, extensions: PGLITE_EXTENSIONS, startParams });
  // Each statement text parsed and planned once, not on every call (issue 22).
  keepStatementsPrepared(client);
  const pgliteDb = drizzlePglite(client, { schema });
  const notifications = pgliteNotifications(client);
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    notifications,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    whileStarting: (fn) => fn(),
    close: async () => {
      await notifications.close();
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}
