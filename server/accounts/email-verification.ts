import type { FastifyRequest } from "fastify";
import { hashToken, newToken } from "../lib/tokens";
import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailVerifications } from "../db/schema/admin";
import { users } from "../db/schema/users";
import type { SiteOrigin } from "../lib/origin";
import type { Mailer } from "../mail/mail";
import { composeMail } from "../mail/templates";
import { mailLocale, mailText } from "../i18n/mail";

export const VERIFY_FIRST = "Please verify your email address first.";
const LINK_LIFETIME_MS = 48 * 3_600_000;

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
}

export function createEmailVerification({
  db,
  mailer,
  siteOrigin,
  siteName,
}: {
  db: Db;
  mailer: Mailer;
  siteOrigin: SiteOrigin;
  siteName: () => Promise<string>;
}): EmailVerification {
  return {
    async sendLink(request, user) {
      if (!user.email) return;
      const token = newToken();
      await db.delete(emailVerifications).where(lt(emailVerifications.expiresAt, new Date()));
      await db.insert(emailVerifications).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + LINK_LIFETIME_MS) });
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
    },
  };
}

