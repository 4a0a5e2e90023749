import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { ERROR_IDS } from "@shared/errors";
import { SECURITY } from "@shared/limits";
import { passkeyRegistrationOptionsSchema, passkeySignInSchema, registerPasskeySchema } from "@shared/security";
import { passkeySchema, passkeysSchema, webauthnOptionsSchema } from "@shared/security.responses";
import { noContentSchema } from "@shared/responses";
import { userSchema } from "@shared/users.responses";
import { AppError, badRequest, conflict, notFound, unauthorized } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { authChallenges, passkeys } from "../../db/schema/security";
import { users } from "../../db/schema/users";
import { presentUser } from "../../accounts/users.presenter";
import type { AuthContext } from "./auth-context";
import { SUSPENDED_MESSAGE } from "../../accounts/sign-in-messages";
import { accountFailureKey } from "../../plugins/rate-limits";
import { requireReauthentication } from "../../accounts/reauthentication";

export const PASSKEY_FAILED = "That passkey could not be verified. Please try again.";

type ChallengeKind = "passkey_register" | "passkey_sign_in";

/** The member's uuid as the WebAuthn user handle (16 bytes), and back. */
const userHandle = (id: string) => new Uint8Array(Buffer.from(id.replace(/-/g, ""), "hex"));
const uuidFromHandle = (handle: string) => {
  const hex = Buffer.from(handle, "base64url").toString("hex");
  return hex.length === 32 ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : null;
};

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): registered from settings, used to sign in
 * without a password. The relying party is the site's own origin (lib/origin.ts: PUBLIC_URL,
 * or an allow-listed host), never an unchecked Host header. Each challenge is kept in the
 * database, expires after SECURITY.challengeMs and is deleted by the one response that uses it.
 */
export async function passkeyRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const relyingParty = (request: FastifyRequest) => {
    const origin = new URL(ctx.siteOrigin(request));
    return { origin: origin.origin, rpID: origin.hostname };
  };

  const storeChallenge = async (kind: ChallengeKind, challenge: string, userId: string | null) => {
    await db.delete(authChallenges).where(sql`${authChallenges.expiresAt} < now()`);
    await db.insert(authChallenges).values({ id: challenge, kind, userId, challenge, expiresAt: new Date(Date.now() + SECURITY.challengeMs) });
  };

  /** Takes the challenge out (once): true when it was issued for this ceremony and has not expired. */
  const takeChallenge = (kind: ChallengeKind, userId: string | null) => async (challenge: string) => {
    const [row] = await db
      .delete(authChallenges)
      .where(and(eq(authChallenges.id, challenge), eq(authChallenges.kind, kind)))
      .returning({ userId: authChallenges.userId, expiresAt: authChallenges.expiresAt });
    return Boolean(row) && row!.expiresAt.getTime() > Date.now() && (userId === null || row!.userId === userId);
  };

  r.get("/api/auth/passkeys", { schema: { response: { 200: passkeysSchema } } }, async (request) => {
    const user = requireUser(request);
    const rows = await db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(asc(passkeys.createdAt));
    return { items: rows.map((row) => ({ id: row.publicId, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt })) };
  });

  // Each options request stores a challenge: limited per address, so no one fills the table.
  const config = { rateLimit: ctx.ceremonyLimit };

  r.post(
    "/api/auth/passkeys/register/options",
    { schema: { body: passkeyRegistrationOptionsSchema, response: { 200: webauthnOptionsSchema } }, config },
    async (request) => {
      // The password again (or a recent sign-in without one) before the ceremony starts: its
      // challenge is bound to this member, so verify needs no second check.
      const user = await requireReauthentication(ctx, request, request.body.password);
      const existing = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
      if (existing.length >= SECURITY.passkeysPerMember) throw badRequest(`You can keep at most ${SECURITY.passkeysPerMember} passkeys. Delete one first.`);
      const { siteName } = await ctx.settings.get();
      const { rpID } = relyingParty(request);
      const options = await generateRegistrationOptions({
        rpName: siteName,
        rpID,
        userID: userHandle(user.id),
        userName: user.email ?? user.username ?? user.id,
        userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(" ") || (user.email ?? ""),
        attestationType: "none",
        excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
        // A passkey signs in alone, so it must be discoverable and verify its user (PIN, biometrics).
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        timeout: SECURITY.challengeMs,
      });
      await storeChallenge("passkey_register", options.challenge, user.id);
      return asJson(options);
    },
  );

  r.post(
    "/api/auth/passkeys/register/verify",
    { schema: { body: registerPasskeySchema, response: { 201: passkeySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { origin, rpID } = relyingParty(request);
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: request.body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: takeChallenge("passkey_register", user.id),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch (error) {
        request.log.info({ err: error }, "passkey registration refused");
        throw badRequest(PASSKEY_FAILED, "response");
      }
      if (!verified.verified) throw badRequest(PASSKEY_FAILED, "response");
      const { credential } = verified.registrationInfo;
      const [{ owned } = { owned: 0 }] = await db.select({ owned: count() }).from(passkeys).where(eq(passkeys.userId, user.id));
      if (Number(owned) >= SECURITY.passkeysPerMember) throw badRequest(`You can keep at most ${SECURITY.passkeysPerMember} passkeys. Delete one first.`);
      const [row] = await db
        .insert(passkeys)
        .values({
          id: credential.id,
          userId: user.id,
          name: request.body.name,
          publicKey: Buffer.from(credential.publicKey),
          counter: credential.counter,
          transports: (credential.transports ?? []).slice(0, 10),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict("This passkey is already registered.");
      await ctx.notices.send(request, user, "passkeyAdded", { name: row.name });
      return reply.status(201).send({ id: row.publicId, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt });
    },
  );

  r.delete(
    "/api/auth/passkeys/:id",
    { schema: { params: z.object({ id: z.string().max(100) }), response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      const valid = /^[0-9a-f-]{36}$/i.test(id);
      // Another member's passkey is "not found", exactly like one that never was.
      const [gone] = valid
        ? await db
            .delete(passkeys)
            .where(and(eq(passkeys.publicId, id), eq(passkeys.userId, user.id)))
            .returning({ name: passkeys.name })
        : [];
      if (!gone) throw notFound("Passkey not found");
      await ctx.notices.send(request, user, "passkeyRemoved", { name: gone.name });
      return reply.status(204).send();
    },
  );

  r.post("/api/auth/passkeys/sign-in/options", { schema: { response: { 200: webauthnOptionsSchema } }, config }, async (request) => {
    const { rpID } = relyingParty(request);
    // Discoverable credentials: no list of ids, the authenticator offers the member's passkeys.
    const options = await generateAuthenticationOptions({ rpID, userVerification: "required", timeout: SECURITY.challengeMs });
    await storeChallenge("passkey_sign_in", options.challenge, null);
    return asJson(options);
  });

  r.post("/api/auth/passkeys/sign-in/verify", { schema: { body: passkeySignInSchema, response: { 200: userSchema } } }, async (request, reply) => {
    const response = request.body.response as unknown as AuthenticationResponseJSON;
    const [stored] = await db
      .select({ passkey: passkeys, user: users })
      .from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId))
      .where(eq(passkeys.id, response.id))
      .limit(1);
    // Failed passkey sign-ins count with wrong passwords: per address, and on the account's one
    // counter when the credential names an account.
    const accountKey = stored ? [accountFailureKey(stored.user.id)] : [];
    const attempt = await ctx.loginFailures.begin([`ip:${request.ip}`, ...accountKey]);
    if (!stored) {
      // Used up, so an unknown credential cannot keep a challenge alive for a second try.
      await takeChallenge("passkey_sign_in", null)(challengeOf(response) ?? "");
      throw unauthorized(PASSKEY_FAILED);
    }
    const handle = typeof response.response?.userHandle === "string" ? uuidFromHandle(response.response.userHandle) : null;
    if (response.response?.userHandle && handle !== stored.user.id) throw unauthorized(PASSKEY_FAILED);
    const { origin, rpID } = relyingParty(request);
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: takeChallenge("passkey_sign_in", null),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: { id: stored.passkey.id, publicKey: new Uint8Array(stored.passkey.publicKey), counter: stored.passkey.counter, transports: stored.passkey.transports },
        requireUserVerification: true,
      });
    } catch (error) {
      request.log.info({ err: error }, "passkey sign-in refused");
      throw unauthorized(PASSKEY_FAILED);
    }
    if (!verified.verified) throw unauthorized(PASSKEY_FAILED);
    const { user } = stored;
    if (user.status === "deleted") throw unauthorized(PASSKEY_FAILED);
    await attempt.succeeded(accountKey);
    if (user.status === "suspended") throw new AppError(403, ERROR_IDS.suspended, SUSPENDED_MESSAGE);
    // The library refused a response whose signature counter went back (a cloned key).
    await db.update(passkeys).set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: sql`now()` }).where(eq(passkeys.id, stored.passkey.id));
    await ctx.sessions.signIn(request, reply, user.id, true);
    // Turned on since they joined: the link they never had goes out now (issue 23.6).
    await ctx.verification.atSignIn(request, user);
    return presentUser(user);
  });
}

/** The library's options, as the plain JSON object the response schema passes through. */
const asJson = (options: object) => options as Record<string, unknown>;

/** The challenge inside a response's clientDataJSON, or null. */
function challengeOf(response: AuthenticationResponseJSON): string | null {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof data.challenge === "string" ? data.challenge : null;
  } catch {
    return null;
  }
}
