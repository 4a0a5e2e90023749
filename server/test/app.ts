import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, inject } from "vitest";
import pg from "pg";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type AppConfig, type AppOptions } from "../app";
import { openDatabase, type Database } from "../db/client";
import { createPasswordHasher } from "../accounts/password";

const onPostgres = process.env.PONDER_TEST_DB === "postgres";

/** `describe` for API suites: on the PostgreSQL run it skips when no cluster could start. */
export const describeApi = describe.skipIf(onPostgres && !inject("pgUrl"));

export const TEST_CONFIG: AppConfig = {
  RATE_LIMITS: "on",
  LOGIN_MAX_FAILURES: 10,
  REGISTER_MAX_PER_WINDOW: 1000,
  CONTACT_MAX_PER_WINDOW: 1000,
  RATE_LIMIT_WINDOW_MINUTES: 15,
  OIDC_ISSUER: undefined,
  OIDC_CLIENT_ID: undefined,
  OIDC_CLIENT_SECRET: undefined,
  OIDC_PROVIDER_NAME: "Single Sign-On",
  PUBLIC_URL: undefined,
  ALLOWED_HOSTS: [],
  // app.inject() says `Host: localhost:80`: the local name on this port is allowed for links.
  PORT: 80,
  TRUST_PROXY: false,
  LOG_LEVEL: "silent",
  SMTP_URL: undefined,
  MAIL_FROM: "ponder@example.test",
  MAIL_BATCH_SECONDS: 300,
};

/** Cheap hashing for tests; production uses OWASP's cost. */
export const testPasswords = createPasswordHasher(10);

/**
 * Creates a database with a random name (starting with `prefix`) on the PostgreSQL test cluster;
 * returns its URL. Empty unless `template` names one to copy (openTestDatabase copies the
 * migrated `ponder_template` that pg-global-setup made).
 */
export async function createClusterDatabase(prefix = "ponder_test", template?: string): Promise<string> {
  const adminUrl = inject("pgUrl");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** The migrated PGlite data directory (pglite-global-setup.ts), read once per test file. */
let pgliteTemplate: ArrayBuffer | undefined;
/**
 * The template as PGlite's `loadDataDir` takes it. PGlite only calls `arrayBuffer()` on it; a
 * real Blob's `arrayBuffer()` reads the file in chunks and joins them on Node 20, for every
 * database a run opens (some 200), where this hands out the bytes read once.
 */
function pgliteTemplateBlob(): Blob | undefined {
  if (!pgliteTemplate) {
    const file = inject("pgliteTemplate");
    if (!file) return undefined;
    try {
      const bytes = readFileSync(file);
      pgliteTemplate = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    } catch {
      // Removed under us (another run's clean-up): this file's databases migrate themselves.
      return undefined;
    }
  }
  const template = pgliteTemplate;
  // The same bytes every time: PGlite reads them (its tar reader slices each file out, and the
  // file system copies that), and never writes to them.
  return { type: "", size: template.byteLength, arrayBuffer: () => Promise.resolve(template) } as unknown as Blob;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the test cluster. Both
 * start from a copy of a database the run migrated once (PGlite's dumped data directory,
 * PostgreSQL's `ponder_template`), and fall back to an empty one migrated here when the run
 * made none (a config without the global setup). `migrate()` stays callable: on the copy it
 * finds every migration applied and does nothing.
 */
export async function openTestDatabase(): Promise<Database> {
  let database: Database;
  if (onPostgres) {
    const template = inject("pgTemplate") || undefined;
    database = await openDatabase({ url: await createClusterDatabase("ponder_test", template) });
  } else {
    // A test's database holds a few hundred rows: 16MB of shared buffers is plenty, and starts faster.
    database = await openDatabase({ dataDir: null, loadDataDir: pgliteTemplateBlob(), sharedBuffers: "16MB" });
  }
  await database.migrate();
  return database;
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The whole app on a fresh database, for app.inject(). */
export async function createTestContext(
  config: Partial<AppConfig> = {},
  extra: Pick<AppOptions, "oidcAllowHttp" | "clientDir" | "sitemapPageSize" | "jobs" | "mail" | "renderThreads"> = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const app = await buildTestApp(database, config, extra);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The whole app on a database that is already open: createTestContext's, or a second app on
 * the same one, which stands for a second process on one PostgreSQL (close it yourself).
 */
export async function buildTestApp(
  database: Database,
  config: Partial<AppConfig> = {},
  extra: Pick<AppOptions, "oidcAllowHttp" | "clientDir" | "sitemapPageSize" | "jobs" | "mail" | "renderThreads"> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    db: database.db,
    database,
    config: { ...TEST_CONFIG, ...config },
    passwords: testPasswords,
    clientDir: extra.clientDir ?? "/nonexistent",
    oidcAllowHttp: extra.oidcAllowHttp,
    sitemapPageSize: extra.sitemapPageSize,
    // Tests drive the queue with app.jobs.drain() unless they ask for the poller.
    jobs: { start: false, ...extra.jobs },
    mail: extra.mail,
    renderThreads: extra.renderThreads,
  });
  // Tests write rows directly (`database.db.update(...)`) and then ask the app. The app learns
  // of such writes the way it learns of an operator's SQL: by the database's NOTIFY, which
  // PostgreSQL delivers a moment after the commit. Every injected request first waits for
  // what was announced before it, so a test never races its own writes (CI failed on one).
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const flushed = async (options: InjectOptions | string) => {
    await database.notifications.flush();
    return inject(options);
  };
  (app as unknown as { inject: typeof flushed }).inject = flushed;
  return app;
}

/** The `name=value` of a Set-Cookie header, ready for a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === "ponder_session");
  if (!cookie) throw new Error(`No session cookie in response ${response.statusCode}: ${response.body}`);
  return `ponder_session=${cookie.value}`;
}

let counter = 0;
/** A unique valid sign-up body. */
export function newMember(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: "Test",
    lastName: `Member${counter}`,
    email: `member${counter}-${randomBytes(3).toString("hex")}@example.com`,
    password: "correct-horse-battery",
    ...overrides,
  };
}

/** Registers a member and returns their cookie and user. */
export async function registerMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = newMember(overrides);
  const response = await app.inject({ method: "POST", url: "/api/auth/register", payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response), user: response.json(), credentials: body };
}

/** app.inject with a session cookie. */
export function as(app: FastifyInstance, cookie: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, cookie } });
}
