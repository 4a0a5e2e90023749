import type { FastifyReply, FastifyRequest } from "fastify";
import { and, eq, gt, sql } from "drizzle-orm";
import { SECURITY } from "@shared/limits";
import type { Db } from "../db/client";
import { authChallenges } from "../db/schema/security";
import { hashToken, newToken } from "../lib/tokens";

/** The cookie of a sign-in waiting for its second factor (OpenID Connect). */
export const PENDING_COOKIE = "ponder_2fa";
export const PENDING_PATH = "/api/auth/2fa";

/**
 * A sign-in that proved who it is except for the second factor (OpenID Connect): kept
 * server-side for a few minutes behind an HttpOnly cookie, finished by POST /api/auth/2fa/complete.
 */
export async function startPendingSignIn(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const token = newToken();
  await db.delete(authChallenges).where(sql`${authChallenges.expiresAt} < now()`);
  await db.insert(authChallenges).values({
    id: hashToken(token),
    kind: "second_factor",
    userId,
    challenge: "",
    expiresAt: new Date(Date.now() + SECURITY.challengeMs),
  });
  reply.setCookie(PENDING_COOKIE, token, {
    path: PENDING_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: Math.floor(SECURITY.challengeMs / 1000),
  });
}

/** The waiting sign-in behind this cookie's token, while it has not expired. */
export async function findPendingSignIn(db: Db, token: string) {
  const [pending] = await db
    .select()
    .from(authChallenges)
    .where(and(eq(authChallenges.id, hashToken(token)), eq(authChallenges.kind, "second_factor"), gt(authChallenges.expiresAt, sql`now()`)))
    .limit(1);
  return pending;
}
