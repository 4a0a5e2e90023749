import type { FastifyRequest } from "fastify";
import type { users } from "../db/schema/users";
import { mailLocale, mailText, type MailMessageId } from "../i18n/mail";
import type { SiteOrigin } from "../lib/origin";
import type { Mailer } from "./mail";
import { composeMail } from "./templates";

/** A change to how an account signs in that its owner is told of by mail (issue 20). */
export type SecurityChange = "password" | "twoFactorOn" | "twoFactorOff" | "recoveryCodes" | "passkeyAdded" | "passkeyRemoved";

/** Each change's subject and first paragraph (ids written out, so the catalogue test finds them). */
const WORDS: Record<SecurityChange, { subject: MailMessageId; body: MailMessageId }> = {
  password: { subject: "notice.password.subject", body: "notice.password.body" },
  twoFactorOn: { subject: "notice.twoFactorOn.subject", body: "notice.twoFactorOn.body" },
  twoFactorOff: { subject: "notice.twoFactorOff.subject", body: "notice.twoFactorOff.body" },
  recoveryCodes: { subject: "notice.recoveryCodes.subject", body: "notice.recoveryCodes.body" },
  passkeyAdded: { subject: "notice.passkeyAdded.subject", body: "notice.passkeyAdded.body" },
  passkeyRemoved: { subject: "notice.passkeyRemoved.subject", body: "notice.passkeyRemoved.body" },
};

/**
 * Security notices: a mail to the account's address whenever its password, two-factor sign-in,
 * recovery codes or passkeys change, so an owner whose session was borrowed hears of it. A
 * changed email address is told to the old address by the email change itself
 * (account.routes.ts). Sent through the mail outbox and its job (mail/mail.ts), in the
 * member's language, else the language of the request that made the change.
 */
export interface SecurityNotices {
  send(request: FastifyRequest, user: typeof users.$inferSelect, change: SecurityChange, values?: { name?: string }): Promise<void>;
}

export function createSecurityNotices({ mailer, siteName, siteOrigin }: { mailer: Mailer; siteName: () => Promise<string>; siteOrigin: SiteOrigin }): SecurityNotices {
  return {
    async send(request, user, change, values = {}) {
      if (!user.email) return;
      const site = await siteName();
      const locale = mailLocale(user.locale, request.locale);
      const words = WORDS[change];
      await mailer.send(
        composeMail({
          to: user.email,
          locale,
          subject: mailText(locale, words.subject, { site }),
          siteName: site,
          greeting: mailText(locale, "greeting", { name: user.firstName ?? "" }),
          paragraphs: [mailText(locale, words.body, { site, name: values.name ?? "" }), mailText(locale, "notice.advice")],
          action: { label: mailText(locale, "notice.action"), url: `${siteOrigin(request)}/settings` },
        }),
      );
    },
  };
}
