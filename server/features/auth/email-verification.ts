import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, eq, gt, lt } from "drizzle-orm";
import { z } from "zod";
import { ERROR_IDS } from "@shared/errors";
import type { Db } from "../../db/client";
import { emailVerifications } from "../../db/schema/admin";
import { users } from "../../db/schema/users";
import { AppError, badRequest } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import type { SiteOrigin } from "../../lib/origin";
import type { Mailer } from "../mail/mail";
import { composeMail } from "../mail/templates";
import { mailLocale, mailText } from "../../i18n/mail";
import type { SettingsStore } from "../site/site-settings";
import { emailVerifiedSchema, verificationResentSchema, verificationStatusSchema } from "@shared/auth.responses";

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

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

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
      const token = randomBytes(32).toString("base64url");
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

/** The verify and resend calls, and the gate that keeps unverified members from posting. */
export async function emailVerificationRoutes(
  app: FastifyInstance,
  {
    db,
    settings,
    verification,
    resendLimit,
  }: { db: Db; settings: SettingsStore; verification: EmailVerification; resendLimit: { max: number; timeWindow: number } | false },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Declared on the route (config.visibleWrite), not matched by path text, so a new route
  // states its answer where it is written and the route-table test holds it to one.
  app.addHook("onRequest", async (request) => {
    if (!request.user || !request.routeOptions.config.visibleWrite) return;
    const { requireEmailVerification } = await settings.get();
    if (mustVerifyEmail(request.user, requireEmailVerification)) throw new AppError(403, ERROR_IDS.emailUnverified, VERIFY_FIRST);
  });

  r.get("/api/auth/verify-email/status", { schema: { response: { 200: verificationStatusSchema } } }, async (request) => {
    const user = requireUser(request);
    const { requireEmailVerification } = await settings.get();
    return { required: requireEmailVerification, verified: user.emailVerifiedAt !== null, mustVerify: mustVerifyEmail(user, requireEmailVerification) };
  });

  // A POST from the /verify-email page, not a GET on the link: nothing changes state on GET.
  r.post(
    "/api/auth/verify-email",
    { schema: { body: z.object({ token: z.string({ error: "The link is incomplete" }).min(10, "The link is incomplete").max(200) }), response: { 200: emailVerifiedSchema } } },
    async (request) => {
      const tokenHash = hashToken(request.body.token);
      const [row] = await db
        .delete(emailVerifications)
        .where(and(eq(emailVerifications.tokenHash, tokenHash), gt(emailVerifications.expiresAt, new Date())))
        .returning({ userId: emailVerifications.userId });
      if (!row) throw badRequest("This link is invalid or has expired. Sign in and ask for a new one.", "token");
      await db.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, row.userId));
      await db.delete(emailVerifications).where(eq(emailVerifications.userId, row.userId));
      return { verified: true as const };
    },
  );

  r.post("/api/auth/verify-email/resend", { schema: { response: { 200: verificationResentSchema } }, config: { rateLimit: resendLimit } }, async (request) => {
    const user = requireUser(request);
    if (user.emailVerifiedAt) return { sent: false, message: "Your email address is already verified." };
    await verification.sendLink(request, user);
    return { sent: true, message: `We sent a new link to ${user.email}.` };
  });
}
