import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rawResponse } from "../../plugins/route-table";
import type { MailKind, MemberMail } from "../../mail/member-mail";
import { escapeHtml } from "../../lib/html-assembly";

const tokenQuery = z.object({ token: z.string().max(200).default("") });
const KIND_LABELS: Record<MailKind, string> = { notifications: "notification mail", digest: "the weekly digest" };

const page = (siteName: string, title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} - ${escapeHtml(siteName)}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}<p><a href="/">${escapeHtml(siteName)}</a></p></body></html>`;

/**
 * GET /api/unsubscribe?token=: a page that asks to confirm (a GET changes nothing: mail
 * scanners open links); POST (the page's button, or the mail provider's RFC 8058 one-click
 * `List-Unsubscribe=One-Click`) turns that kind of mail off. No sign-in: the signed token is the proof.
 */
export async function memberMailRoutes(app: FastifyInstance, { memberMail, siteName }: { memberMail: MemberMail; siteName: () => Promise<string> }) {
  await app.register(async (scope) => {
    // The one-click POST is a form body; nothing else in Ponder takes one.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const html = rawResponse("text/html", "A page saying what happened");

    r.get("/api/unsubscribe", { schema: { querystring: tokenQuery, response: { 200: html, 400: html } } }, async (request, reply) => {
      const name = await siteName();
      const found = await memberMail.readToken(request.query.token);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      if (!found) return reply.status(400).send(page(name, "This link is not valid", "<p>Change which mail you get in your settings instead.</p>"));
      const label = KIND_LABELS[found.kind];
      return reply.send(
        page(
          name,
          `Unsubscribe from ${label}?`,
          `<form method="post" action="/api/unsubscribe?token=${escapeHtml(encodeURIComponent(request.query.token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
    });

    r.post(
      "/api/unsubscribe",
      { schema: { querystring: tokenQuery, response: { 200: html, 400: html } }, config: { crossSiteAllowed: true } },
      async (request, reply) => {
        const name = await siteName();
        const found = await memberMail.readToken(request.query.token);
        reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
        if (!found) return reply.status(400).send(page(name, "This link is not valid", "<p>Change which mail you get in your settings instead.</p>"));
        await memberMail.unsubscribe(found.userId, found.kind);
        const label = KIND_LABELS[found.kind];
        return reply.send(page(name, "You are unsubscribed", `<p>You will not get ${escapeHtml(label)} any more. You can turn it on again in your settings.</p>`));
      },
    );
  });
}
