import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { ERROR_IDS } from "@shared/errors";
import { emailVerifiedSchema, verificationResentSchema, verificationStatusSchema } from "@shared/auth.responses";
import type { Db } from "../../db/client";
import { emailVerifications } from "../../db/schema/admin";
import { users } from "../../db/schema/users";
import { AppError, badRequest } from "../../errors";
import { requireUser } from "../../plugins/sessions";
import { hashToken } from "../../lib/tokens";
import type { SettingsStore } from "../../services/site-settings";
import { mustVerifyEmail, VERIFY_LINK_JUST_SENT, VERIFY_OPEN_LINK, type EmailVerification } from "../../accounts/email-verification";

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
  // A member stopped here who has no recent link (one who joined before an admin turned the rule
  // on never had one) is mailed one now, and told so: never a message about a link never sent.
  app.addHook("onRequest", async (request) => {
    if (!request.user || !request.routeOptions.config.visibleWrite) return;
    const { requireEmailVerification } = await settings.get();
    if (!mustVerifyEmail(request.user, requireEmailVerification)) return;
    const { sentNow } = await verification.ensureLinkSent(request, request.user);
    throw new AppError(403, ERROR_IDS.emailUnverified, sentNow ? VERIFY_LINK_JUST_SENT : VERIFY_OPEN_LINK);
  });

  r.get("/api/auth/verify-email/status", { schema: { response: { 200: verificationStatusSchema } } }, async (request) => {
    const user = requireUser(request);
    const { requireEmailVerification } = await settings.get();
    const mustVerify = mustVerifyEmail(user, requireEmailVerification);
    return {
      required: requireEmailVerification,
      verified: user.emailVerifiedAt !== null,
      mustVerify,
      email: user.email,
      linkSentAt: mustVerify ? await verification.lastLinkSentAt(user.id) : null,
    };
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
