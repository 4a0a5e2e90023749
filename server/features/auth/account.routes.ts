import { hashToken, newToken } from "../../lib/tokens";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, eq, gt, lt } from "drizzle-orm";
import {
  PASSWORD_RESET_SENT,
  accountMessageSchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  emailChangedSchema,
  passwordChangeSchema,
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  resetLinkStatusSchema,
} from "@shared/account";
import { userSchema } from "@shared/users.responses";
import { emailChanges, passwordResets } from "../../db/schema/jobs";
import { sessions as sessionRows, users } from "../../db/schema/users";
import { AppError, badRequest, conflict } from "../../errors";
import { ERROR_IDS } from "@shared/errors";
import { TWO_FACTOR_INVALID, TWO_FACTOR_REQUIRED } from "../../accounts/second-factor";
import { isUniqueViolation } from "../../db/errors";
import { findUserByEmail, updateUser } from "../../accounts/members";
import { requireUser } from "../../plugins/sessions";
import { accountFailureKey, perMemberLimit, takeFromSlidingWindow, type RouteLimit } from "../../plugins/rate-limits";
import { endRecoveryLinks } from "../../accounts/recovery-links";
import { requireReauthentication } from "../../accounts/reauthentication";
import { presentUser } from "../../accounts/users.presenter";
import type { Mailer } from "../../mail/mail";
import { composeMail } from "../../mail/templates";
import { mailLocale, mailText } from "../../i18n/mail";
import type { AuthContext } from "./auth-context";

/** A reset link works for an hour, once. */
export const RESET_LIFETIME_MS = 3_600_000;
/** An email change link works for a day, once. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 3_600_000;
export const RESET_JOB = "auth.password-reset";


const INVALID_RESET = "This link is invalid, was already used or has expired. Ask for a new one from the sign-in screen.";
const INVALID_EMAIL_CHANGE = "This link is invalid, was already used or has expired. Ask for a new one in your settings.";
const EMAIL_TAKEN = "Another account already uses this email address";

/**
 * Password reset (by a mailed link), password change and email change (by a link mailed to the
 * new address; the old one is told). Tokens are random, kept only as their SHA-256, used once.
 */
export async function accountRoutes(
  app: FastifyInstance,
  {
    auth,
    mailer,
    siteName,
    limit,
    resetMailsPerHour,
  }: {
    auth: AuthContext;
    mailer: Mailer;
    siteName: () => Promise<string>;
    limit: RouteLimit;
    /** Reset mails one address receives per hour at most (SECURITY.resetMailsPerHour), or null when limits are off. */
    resetMailsPerHour: number | null;
  },
) {
  const { db, sessions, passwords, siteOrigin } = auth;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The lookup and the mail happen in a job: the request does the same work (one insert)
  // whether or not the address has an account, so neither its answer nor its time tells.
  app.jobs.register(RESET_JOB, async (payload) => {
    const email = String(payload.email);
    const origin = String(payload.origin);
    const user = await findUserByEmail(db, email);
    if (!user || user.status !== "active" || !user.email) return;
    // Whoever asks, from wherever: one mailbox gets only a few links an hour (counted in the
    // database, so every process agrees). The request already answered the same either way.
    if (resetMailsPerHour !== null && !(await takeFromSlidingWindow(db, `reset-mail:${user.email}`, resetMailsPerHour, 3_600_000))) return;
    const token = newToken();
    await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date()));
    await db.insert(passwordResets).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_LIFETIME_MS) });
    const name = await siteName();
    // The member's own language, else the one of the page that asked.
    const locale = mailLocale(user.locale, payload.locale as string | undefined);
    await mailer.send(
      composeMail({
        to: user.email,
        locale,
        subject: mailText(locale, "reset.subject", { site: name }),
        siteName: name,
        greeting: mailText(locale, "greeting", { name: user.firstName ?? "" }),
        paragraphs: [mailText(locale, "reset.body", { site: name })],
        action: { label: mailText(locale, "reset.action"), url: `${origin}/reset-password?token=${token}` },
        footer: [mailText(locale, "reset.footer")],
      }),
    );
  });

  r.post(
    "/api/auth/password-reset",
    { schema: { body: passwordResetRequestSchema, response: { 202: accountMessageSchema } }, config: { rateLimit: limit } },
    async (request, reply) => {
      await app.jobs.enqueue(RESET_JOB, { email: request.body.email, origin: siteOrigin(request), locale: request.locale }, { maxAttempts: 3 });
      return reply.status(202).send({ message: PASSWORD_RESET_SENT });
    },
  );

  // The reset page asks first, so a mistyped, used or expired link says so instead of showing a
  // form that can only fail (issue 23). A read: the token stays unused, and a mail scanner's GET
  // changes nothing. Rate limited like the confirm, so it is no faster way to guess tokens.
  r.get(
    "/api/auth/password-reset/check",
    { schema: { querystring: passwordResetCheckSchema, response: { 200: resetLinkStatusSchema } }, config: { rateLimit: limit } },
    async (request, reply) => {
      // About one link, for whoever holds it: no cache anywhere keeps the answer.
      reply.header("cache-control", "no-store");
      const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(and(eq(passwordResets.tokenHash, hashToken(request.query.token)), gt(passwordResets.expiresAt, new Date()), eq(users.status, "active")))
        .limit(1);
      return { valid: Boolean(row) };
    },
  );

  r.post(
    "/api/auth/password-reset/confirm",
    { schema: { body: passwordResetConfirmSchema, response: { 200: userSchema } }, config: { rateLimit: limit } },
    async (request, reply) => {
      const { token, password, code } = request.body;
      // Two-factor sign-in is not undone by a mailbox: with it on, the reset asks for a code
      // (or a recovery code) first, and the token stays unused until one is right (decision 028).
      const [pending] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, hashToken(token)), gt(passwordResets.expiresAt, new Date())))
        .limit(1);
      if (!pending) throw badRequest(INVALID_RESET, "token");
      if (await auth.twoFactor.isEnabled(pending.userId)) {
        if (!code) throw new AppError(401, ERROR_IDS.twoFactorRequired, TWO_FACTOR_REQUIRED);
        // A wrong code here is a failed sign-in like any other: the account's one counter.
        const attempt = await auth.loginFailures.begin([`ip:${request.ip}`, accountFailureKey(pending.userId)]);
        if (!(await auth.twoFactor.verify(pending.userId, code))) throw new AppError(401, ERROR_IDS.twoFactorInvalid, TWO_FACTOR_INVALID);
        await attempt.succeeded();
      }
      // Deleting it is what uses it: a second request with the same token finds nothing.
      const [row] = await db
        .delete(passwordResets)
        .where(and(eq(passwordResets.tokenHash, hashToken(token)), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId });
      if (!row) throw badRequest(INVALID_RESET, "token");
      const [member] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
      if (!member || member.status !== "active") throw badRequest(INVALID_RESET, "token");
      const passwordHash = await passwords.hash(password);
      const updated = (await updateUser(db, member.id, { passwordHash }))!;
      // Whoever knew the old password or held another link is out, everywhere; the member is in, here.
      await endRecoveryLinks(db, member.id);
      await sessions.endAllFor(member.id);
      await sessions.signIn(request, reply, member.id, false);
      await auth.notices.send(request, updated, "password");
      return presentUser(updated);
    },
  );

  r.post(
    "/api/auth/password",
    {
      schema: { body: passwordChangeSchema, response: { 200: accountMessageSchema } },
      config: { rateLimit: perMemberLimit(limit, "Too many password changes. Please try again later.") },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      if (!requireUser(request).passwordHash) throw badRequest("Your account has no password yet: use Forgot password on the sign-in screen to set one.", "currentPassword");
      // A wrong current password counts toward the account's sign-in failures (issue 20).
      const user = await requireReauthentication(auth, request, currentPassword, "currentPassword");
      const updated = (await updateUser(db, user.id, { passwordHash: await passwords.hash(newPassword) }))!;
      await endRecoveryLinks(db, user.id);
      // Every other session ends; this one goes on, with a new cookie (the same kind as before).
      const [current] = request.sessionId
        ? await db.select({ persistent: sessionRows.persistent }).from(sessionRows).where(eq(sessionRows.id, request.sessionId)).limit(1)
        : [];
      await sessions.endAllFor(user.id);
      await sessions.signIn(request, reply, user.id, current?.persistent ?? false);
      await auth.notices.send(request, updated, "password");
      return { message: "Your password was changed. You were signed out everywhere else." };
    },
  );

  r.post(
    "/api/auth/email-change",
    {
      schema: { body: emailChangeRequestSchema, response: { 202: accountMessageSchema } },
      config: { rateLimit: perMemberLimit(limit, "Too many email changes. Please try again later.") },
    },
    async (request, reply) => {
      const { newEmail, password } = request.body;
      const user = await requireReauthentication(auth, request, password);
      if (newEmail === user.email) throw badRequest("This is already your email address", "newEmail");
      // Told only to a member who proved their password, and limited per member.
      if (await findUserByEmail(db, newEmail)) throw conflict(EMAIL_TAKEN, "newEmail");
      const token = newToken();
      await db.delete(emailChanges).where(eq(emailChanges.userId, user.id));
      await db.insert(emailChanges).values({ tokenHash: hashToken(token), userId: user.id, newEmail, expiresAt: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_MS) });
      const name = await siteName();
      const locale = mailLocale(user.locale, request.locale);
      await mailer.send(
        composeMail({
          to: newEmail,
          locale,
          subject: mailText(locale, "emailChange.subject", { site: name }),
          siteName: name,
          greeting: mailText(locale, "greeting", { name: user.firstName ?? "" }),
          paragraphs: [mailText(locale, "emailChange.body", { email: newEmail, site: name })],
          action: { label: mailText(locale, "emailChange.action"), url: `${siteOrigin(request)}/confirm-email?token=${token}` },
          footer: [mailText(locale, "ignore")],
        }),
      );
      return reply.status(202).send({ message: `We sent a link to ${newEmail}. Your address changes when you open it.` });
    },
  );

  r.post("/api/auth/email-change/confirm", { schema: { body: emailChangeConfirmSchema, response: { 200: emailChangedSchema } }, config: { rateLimit: limit } }, async (request) => {
    const [row] = await db
      .delete(emailChanges)
      .where(and(eq(emailChanges.tokenHash, hashToken(request.body.token)), gt(emailChanges.expiresAt, new Date())))
      .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
    if (!row) throw badRequest(INVALID_EMAIL_CHANGE, "token");
    const [member] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!member || member.status === "deleted") throw badRequest(INVALID_EMAIL_CHANGE, "token");
    try {
      // Opening the link proved the new address is theirs.
      await updateUser(db, member.id, { email: row.newEmail, emailVerifiedAt: new Date() });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, "token");
      throw error;
    }
    // A reset link mailed to the old address must not take the account back.
    await endRecoveryLinks(db, member.id);
    if (member.email) {
      const name = await siteName();
      const locale = mailLocale(member.locale, request.locale);
      await mailer.send(
        composeMail({
          to: member.email,
          locale,
          subject: mailText(locale, "emailChanged.subject", { site: name }),
          siteName: name,
          greeting: mailText(locale, "greeting", { name: member.firstName ?? "" }),
          paragraphs: [mailText(locale, "emailChanged.body", { site: name, from: member.email, to: row.newEmail }), mailText(locale, "emailChanged.advice")],
        }),
      );
    }
    return { email: row.newEmail, message: `Your email address is now ${row.newEmail}.` };
  });
}
