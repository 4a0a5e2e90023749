import { hashToken, newToken } from "../lib/tokens";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import { SECURITY, SESSION } from "@shared/limits";
import { LOCALE_COOKIE } from "@shared/locales";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema/users";
import { unauthorized } from "../errors";
import type { ChangeClock } from "../cache/change-clock";
import { sessionTag, userTag } from "../cache/tags";

export const SESSION_COOKIE = "ponder_session";

type UserRow = typeof users.$inferSelect;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in, active user, or null. */
    user: UserRow | null;
    /** The hashed id of the current session, or null. */
    sessionId: string | null;
    /** When the current session expires (long-lived streams end then), or null. */
    sessionExpiresAt: Date | null;
  }
}


/** Which sessions ended: one (sign-out, rotation at sign-in), every one of a member, or everyone's but one member's (Reset Site). */
export type EndedSessions = { sessionId: string } | { userId: string } | { allButUserId: string };

/**
 * Told about every session that ends, so whatever a session holds open (live event
 * streams) closes with it, wherever it is held. The event bus is the one listener.
 */
export interface SessionEndListener {
  /** Closes what the ended session(s) hold open; the session rows are already gone. */
  endSessions(target: EndedSessions): void;
}

export interface SessionOptions {
  db: Db;
  /** Adds `Secure` to the cookie; on when Ponder is served over https. */
  secureCookies: boolean;
  /** Hears of every ended session (the event bus, which closes its streams). */
  onEnd: SessionEndListener;
  /**
   * The database's change announcements (cache/change-clock.ts): a session found once is
   * remembered until its row or its member's row changes, so a request costs no lookup.
   */
  clock: ChangeClock;
}

/** The locale cookie lasts a year, as the client's own (client/src/i18n). */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Sessions remembered at most (the least recently used go first). */
const REMEMBERED_SESSIONS = 50_000;

interface RememberedSession {
  user: UserRow;
  expiresAt: Date;
  /** When the session was last written as seen (at most every SECURITY.lastSeenWriteMs). */
  lastSeenAt: Date;
  /** The change clock when the rows were read. */
  readAt: number;
}

/** Session handling shared by every sign-in path (password, admin, OpenID Connect). */
export interface Sessions {
  /** Ends any current session and starts a new one (rotation at sign-in). */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: string, persistent: boolean): Promise<void>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Ends every session of a member, open event streams included: suspension, deletion, and
   * whatever else must sign a member out everywhere (a password change, when it exists).
   */
  endAllFor(userId: string): Promise<void>;
  /** Ends every session but this member's, streams included (Reset Site deletes every other member). */
  endAllBut(userId: string): Promise<void>;
  /**
   * Whether this session still lets its member in (not ended, not expired, member active): long
   * streams ask it now and then, so a session ended by another process reaches them too.
   */
  isActive(sessionId: string): Promise<boolean>;
  /** Ends one session (by its hashed id), its streams included: settings' "Sign out" of a device. */
  endOne(sessionId: string): Promise<void>;
  /** Ends every session of a member but one (settings' "Sign out all other devices"); returns how many ended. */
  endOthers(userId: string, keepSessionId: string | null): Promise<number>;
}

/** Reads the session cookie on every API request and decorates `request.user`. */
export function registerSessions(app: FastifyInstance, { db, secureCookies, onEnd, clock }: SessionOptions): Sessions {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("sessionExpiresAt", null);

  const remembered = new Map<string, RememberedSession>();
  /** The session's member, from memory while neither row changed, else from the database. */
  const lookUp = async (id: string): Promise<RememberedSession | null> => {
    const known = remembered.get(id);
    if (known) {
      remembered.delete(id);
      if (known.expiresAt.getTime() > Date.now() && clock.isFresh([sessionTag(id), userTag(known.user.id)], known.readAt)) {
        remembered.set(id, known);
        return known;
      }
    }
    // Taken before reading: a change committed while we read makes what we read stale.
    const readAt = clock.now();
    const [row] = await db
      .select({ user: users, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date()), eq(users.status, "active")))
      .limit(1);
    // Unknown tokens are not remembered: a flood of made-up cookies must not fill memory.
    if (!row) return null;
    const found = { user: row.user, expiresAt: row.expiresAt, lastSeenAt: row.lastSeenAt, readAt };
    remembered.set(id, found);
    if (remembered.size > REMEMBERED_SESSIONS) remembered.delete(remembered.keys().next().value!);
    return found;
  };

  const forgetWhere = (matches: (user: UserRow) => boolean) => {
    for (const [id, known] of remembered) if (matches(known.user)) remembered.delete(id);
  };

  // Who is asking is decided here, once, for every request: the page renderer (which asks the
  // API as this viewer, `viewerCookie`), the caches' keys and Cache-Control all read
  // `request.user`. There is no exception by path: when built files (a name with an
  // extension) skipped this hook, `/questions/1.html` was a visitor's request here but was
  // rendered with the member's cookie, and the page went into the public cache (issue 20).
  app.addHook("onRequest", async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const id = hashToken(token);
    const found = await lookUp(id);
    if (found) {
      request.user = found.user;
      request.sessionId = id;
      request.sessionExpiresAt = found.expiresAt;
      // Settings show when each device was last seen; written now and then, not on every request.
      if (Date.now() - found.lastSeenAt.getTime() > SECURITY.lastSeenWriteMs) {
        found.lastSeenAt = new Date();
        await db.update(sessions).set({ lastSeenAt: found.lastSeenAt }).where(eq(sessions.id, id));
      }
    }
  });

  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: secureCookies });

  // Every way a session ends goes through here or endAllFor: the row goes, then its streams.
  const endSession = async (id: string) => {
    await db.delete(sessions).where(eq(sessions.id, id));
    // The database announces it to every process; this one forgets at once.
    remembered.delete(id);
    onEnd.endSessions({ sessionId: id });
  };

  return {
    async isActive(sessionId) {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date()), eq(users.status, "active")))
        .limit(1);
      return Boolean(row);
    },
    async signIn(request, reply, userId, persistent) {
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await endSession(hashToken(previous));
      // Housekeeping on a path that is rare next to reads.
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
      const token = newToken();
      const lifetime = persistent ? SESSION.rememberMs : SESSION.browserSessionMs;
      await db.insert(sessions).values({
        id: hashToken(token),
        userId,
        persistent,
        expiresAt: new Date(Date.now() + lifetime),
        userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
        ip: request.ip,
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies,
        // Without "remember me" the cookie has no Max-Age and ends with the browser.
        ...(persistent ? { maxAge: Math.floor(SESSION.rememberMs / 1000) } : {}),
      });
      request.sessionId = hashToken(token);
      // Every sign-in (password, two-factor, passkey, provider, reset link) comes here: the
      // account's language becomes this browser's, the way the client's own choice is kept.
      const [account] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
      if (account?.locale) {
        reply.setCookie(LOCALE_COOKIE, account.locale, { path: "/", sameSite: "lax", secure: secureCookies, maxAge: LOCALE_COOKIE_SECONDS });
        request.locale = account.locale;
      }
    },
    async signOut(request, reply) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(hashToken(token));
      request.user = null;
      request.sessionId = null;
      clearCookie(reply);
    },
    async endAllFor(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      forgetWhere((user) => user.id === userId);
      onEnd.endSessions({ userId });
    },
    endOne: endSession,
    async endOthers(userId, keepSessionId) {
      const ended = await db
        .delete(sessions)
        .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      for (const { id } of ended) {
        remembered.delete(id);
        onEnd.endSessions({ sessionId: id });
      }
      return ended.length;
    },
    async endAllBut(userId) {
      await db.delete(sessions).where(ne(sessions.userId, userId));
      forgetWhere((user) => user.id !== userId);
      onEnd.endSessions({ allButUserId: userId });
    },
  };
}

/**
 * The Cookie header that makes a request the server makes for this one (the page renderer's
 * in-process API calls) ask as the same viewer: the session cookie when the hook found a
 * member, nothing otherwise, so a visitor's page never depends on any cookie it came with.
 */
export function viewerCookie(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return request.user && token ? `${SESSION_COOKIE}=${token}` : undefined;
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
