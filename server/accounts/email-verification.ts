import type { FastifyRequest } from "fastify";
import { hashToken, newToken } from "../lib/tokens";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailVerifications } from "../db/schema/admin";
import { users } from "../db/schema/users";
import type { SiteOrigin } from "../lib/origin";
import type { Mailer } from "../mail/mail";
import { composeMail } from "../mail/templates";
import { mailLocale, mailText } from "../i18n/mail";

/** The gate's message when it has just mailed the member a link (they never had one, or it is old). */
export const VERIFY_LINK_JUST_SENT = "Please verify your email address first. We just sent a link to your address.";
/** The gate's message when a link went out recently: open it, or ask for a new one. */
export const VERIFY_OPEN_LINK = "Please verify your email address first. Open the link we sent to your address.";
const LINK_LIFETIME_MS = 48 * 3_600_000;
/**
 * A member the gate stops is mailed a link by itself at most this often (issue 23.6): members
 * who joined before an admin turned verification on never had one, and the message must not
 * speak of a link that was never sent; but a member trying again and again gets one mail.
 */
export const AUTO_LINK_INTERVAL_MS = 24 * 3_600_000;

type UserRow = typeof users.$inferSelect;

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route writes something other people can see (a post, a message, a vote, a report,
     * a profile, an ad, an upload, a draft, a follow that notifies): members who must verify
     * their email first get 403 before the body is read. Every other non-GET route is in the
     * exempt list of email-verification.test.ts, with its reason.
     */
    visibleWrite?: boolean;
  }
}

/**
 * With requireEmailVerification on, members who signed up with an email and password must
 * confirm it before they post (docs/decisions/012-email-verification.md). Staff and
 * accounts from an OpenID Connect provider (no password) are not asked.
 */
export function mustVerifyEmail(user: UserRow, requireEmailVerification: boolean): boolean {
  return requireEmailVerification && user.role === "user" && user.passwordHash !== null && user.emailVerifiedAt === null;
}

export interface EmailVerification {
  /** Mails a new verification link to the member (through the mail transport). */
  sendLink(request: FastifyRequest, user: UserRow): Promise<void>;
  /** When the member's newest link still valid was sent, or null when they have none. */
  lastLinkSentAt(userId: string): Promise<Date | null>;
  /**
   * For a member who must verify (at sign-in, or stopped by the gate): mails a link unless one
   * went out within AUTO_LINK_INTERVAL_MS. One link however many requests arrive together
   * (the member's row is locked while deciding). Says when the newest link was sent and whether now.
   */
  ensureLinkSent(request: FastifyRequest, user: UserRow): Promise<{ sentAt: Date; sentNow: boolean }>;
  /** At a sign-in: a member who must verify and has no recent link gets one (ensureLinkSent). */
  atSignIn(request: FastifyRequest, user: UserRow): Promise<void>;
}

export function createEmailVerification({
  db,
  mailer,
  siteOrigin,
  siteName,
  requireEmailVerification,
}: {
  db: Db;
  mailer: Mailer;
  siteOrigin: SiteOrigin;
  siteName: () => Promise<string>;
  /** The site setting, read when needed (an admin may turn it on at any time). */
  requireEmailVerification: () => Promise<boolean>;
}): EmailVerification {
  const mailLink = async (request: FastifyRequest, user: UserRow & { email: string }, token: string) => {
    const origin = siteOrigin(request);
    const locale = mailLocale(user.locale, request.locale);
    await mailer.send(
      composeMail({
        to: user.email,
        locale,
        subject: mailText(locale, "verify.subject"),
        siteName: await siteName(),
        greeting: mailText(locale, "greeting", { name: user.firstName ?? "" }),
        paragraphs: [mailText(locale, "verify.body")],
        action: { label: mailText(locale, "verify.action"), url: `${origin}/verify-email?token=${token}` },
        footer: [mailText(locale, "verify.footer")],
      }),
    );
  };
  const lastLinkSentAt = async (userId: string) => {
    const [newest] = await db
      .select({ createdAt: emailVerifications.createdAt })
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.expiresAt, new Date())))
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1);
    return newest?.createdAt ?? null;
  };
  const verification: EmailVerification = {
    async sendLink(request, user) {
      if (!user.email) return;
      const token = newToken();
      await db.delete(emailVerifications).where(lt(emailVerifications.expiresAt, new Date()));
      await db.insert(emailVerifications).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + LINK_LIFETIME_MS) });
      await mailLink(request, { ...user, email: user.email }, token);
    },
    lastLinkSentAt,
    async ensureLinkSent(request, user) {
      const { email } = user;
      const now = new Date();
      if (!email) return { sentAt: (await lastLinkSentAt(user.id)) ?? now, sentNow: false };
      const token = newToken();
      const tokenHash = hashToken(token);
      const decided = await db.transaction(async (tx) => {
        // Concurrent requests of one member wait here and then see the link the first one made.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
        const [newest] = await tx
          .select({ createdAt: emailVerifications.createdAt })
          .from(emailVerifications)
          .where(and(eq(emailVerifications.userId, user.id), gt(emailVerifications.expiresAt, now)))
          .orderBy(desc(emailVerifications.createdAt))
          .limit(1);
        if (newest && now.getTime() - newest.createdAt.getTime() < AUTO_LINK_INTERVAL_MS) return { sentAt: newest.createdAt, sentNow: false };
        await tx.delete(emailVerifications).where(lt(emailVerifications.expiresAt, now));
        const [made] = await tx
          .insert(emailVerifications)
          .values({ tokenHash, userId: user.id, expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS) })
          .returning({ createdAt: emailVerifications.createdAt });
        return { sentAt: made!.createdAt, sentNow: true };
      });
      if (!decided.sentNow) return decided;
      try {
        await mailLink(request, { ...user, email }, token);
      } catch (error) {
        // Never claim a link that did not go out: the next request tries again.
        await db.delete(emailVerifications).where(eq(emailVerifications.tokenHash, tokenHash));
        throw error;
      }
      return decided;
    },
    async atSignIn(request, user) {
      if (mustVerifyEmail(user, await requireEmailVerification())) await verification.ensureLinkSent(request, user);
    },
  };
  return verification;
}

