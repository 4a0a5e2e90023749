/**
 * A preload (`node --import <bundle>/close-faults.js <bundle>/main.js`, server/test/server-bundle.ts) that
 * breaks the database's close the way `PONDER_TEST_CLOSE_FAULT` says, for the shutdown tests
 * (server/shutdown.test.ts). It lives with the tests: production code has no such switch.
 *
 * - `throw`: the close fails with a connection error (the server went away while closing);
 * - `hang`: the close never ends, while a socket-like handle keeps the event loop busy;
 * - `block`: the close never returns, and holds the main thread (no timer can run).
 *
 * PGlite's `close` and pg.Pool's `end` are patched, whichever the process uses, and only
 * once a stop signal came (PGlite calls its own close while it starts).
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

const fault = process.env.PONDER_TEST_CLOSE_FAULT;

function broken(): Promise<void> {
  if (fault === "throw") {
    return Promise.reject(Object.assign(new Error("Connection terminated unexpectedly (injected by close-faults.ts)"), { code: "ECONNRESET" }));
  }
  if (fault === "hang") {
    // A real hang waits on something that keeps the event loop alive (a socket, a timer).
    return new Promise(() => setInterval(() => undefined, 1_000));
  }
  if (fault === "block") {
    for (;;) {
      // spin: the main thread never returns to the event loop
    }
  }
  throw new Error(`PONDER_TEST_CLOSE_FAULT must be throw, hang or block, not ${fault}`);
}

let armed = false;

function patch<T extends object>(prototype: T, name: keyof T & string) {
  const original = prototype[name] as (...args: unknown[]) => Promise<void>;
  Object.assign(prototype, {
    [name](this: T, ...args: unknown[]) {
      return armed ? broken() : original.apply(this, args);
    },
  });
}

if (fault) {
  // Only with a fault: a listener takes away SIGTERM's default (ending a process not yet listening).
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.prependListener(signal, () => (armed = true));
  patch(PGlite.prototype, "close");
  patch(pg.Pool.prototype, "end");
}
