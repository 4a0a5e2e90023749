import { afterAll, beforeAll, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { ERROR_IDS } from "@shared/errors";
import { freePort } from "../test/pg-cluster";
import { isConnectionError } from "../db/errors";
import { registerErrorHandler, UNAVAILABLE_MESSAGE } from "./errors";

let app: FastifyInstance;
let pool: pg.Pool;

beforeAll(async () => {
  // A PostgreSQL server that is not there (stopped, restarting): nothing listens on this port.
  pool = new pg.Pool({ connectionString: `postgres://ponder@127.0.0.1:${await freePort()}/ponder`, connectionTimeoutMillis: 2_000 });
  pool.on("error", () => undefined);
  const db = drizzle(pool);
  app = Fastify();
  registerErrorHandler(app);
  app.get("/query", async () => db.execute(sql`select 1`));
  app.get("/bug", async () => {
    throw new Error("a bug");
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await pool?.end();
});

it("answers 503 with Retry-After, not 500, while the database server is unreachable", async () => {
  const response = await app.inject({ method: "GET", url: "/query" });
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe("5");
  expect(response.json()).toEqual({ error: ERROR_IDS.unavailable, message: UNAVAILABLE_MESSAGE });
  // Any other failure stays a vague 500.
  expect((await app.inject({ method: "GET", url: "/bug" })).statusCode).toBe(500);
});

it("knows a connection error by its code, its SQLSTATE or node-postgres's words, also wrapped", () => {
  const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });
  expect(isConnectionError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toBe(true);
  expect(isConnectionError(wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })))).toBe(true);
  expect(isConnectionError(wrapped(Object.assign(new Error("the database system is starting up"), { code: "57P03" })))).toBe(true);
  expect(isConnectionError(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
  expect(isConnectionError(wrapped(Object.assign(new Error("duplicate key"), { code: "23505" })))).toBe(false);
  expect(isConnectionError(new Error("a bug"))).toBe(false);
});
