import * as client from "openid-client";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthContext } from "./auth-context";
import { noContentSchema } from "@shared/responses";
import { findUserByEmail, findUserByOidcSubject, insertUser, updateUser } from "../../accounts/members";
import { safeReturnTo } from "@shared/return-to";
import { withoutBidiControls } from "@shared/text";
import { startPendingSignIn } from "../../accounts/pending-sign-in";

const FLOW_COOKIE = "ponder_oidc";

const flowSchema = z.object({ state: z.string(), verifier: z.string(), nonce: z.string(), next: z.string().nullish() });

/** `?next=` of a sign-in link: where to land afterwards, when it is a path on this site (shared/return-to.ts). */
const nextOf = (request: FastifyRequest) => safeReturnTo((request.query as Record<string, unknown> | undefined)?.next);
/** A path with `next` carried on, for the sign-in page. */
const withNext = (path: string, next: string | null | undefined) => (next ? `${path}${path.includes("?") ? "&" : "?"}next=${encodeURIComponent(next)}` : path);

/**
 * GET /api/login goes to the provider when one is configured, else to /auth;
 * GET /api/callback finishes the code flow (PKCE, state, nonce) and signs the member in,
 * creating the account on the first visit.
 */
export async function oidcRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = (request: FastifyRequest) => request.protocol === "https";

  r.get("/api/login", { schema: { querystring: z.object({ next: z.string().max(2000).optional() }).loose(), response: { 302: noContentSchema } } }, async (request, reply) => {
    const next = nextOf(request);
    if (!ctx.oidc) return reply.redirect(withNext("/auth", next));
    let config: client.Configuration;
    try {
      config = await ctx.oidc.configuration();
    } catch (error) {
      request.log.error({ err: error }, "OpenID Connect discovery failed");
      return reply.redirect(withNext("/auth?error=provider_unavailable", next));
    }
    const flow = { state: client.randomState(), verifier: client.randomPKCECodeVerifier(), nonce: client.randomNonce(), next };
    reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString("base64url"), {
      path: "/api/callback",
      httpOnly: true,
      sameSite: "lax",
      secure: secure(request),
      maxAge: 600,
    });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${ctx.siteOrigin(request)}/api/callback`,
      scope: "openid email profile",
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: "S256",
    });
    return reply.redirect(url.href);
  });

  r.get("/api/callback", { schema: { response: { 302: noContentSchema } } }, async (request, reply) => {
    if (!ctx.oidc) return reply.redirect("/auth");
    const raw = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, { path: "/api/callback" });
    let flow: z.infer<typeof flowSchema>;
    try {
      flow = flowSchema.parse(JSON.parse(Buffer.from(raw ?? "", "base64url").toString("utf8")));
    } catch {
      return reply.redirect("/auth?error=sign_in_expired");
    }
    try {
      const config = await ctx.oidc.configuration();
      const currentUrl = new URL(request.url, ctx.siteOrigin(request));
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("The provider returned no ID token");
      const user = await findOrCreateOidcUser(ctx, claims);
      if (user.status !== "active") return reply.redirect("/auth?error=account_suspended");
      const next = safeReturnTo(flow.next);
      // Two-factor sign-in applies here too (decision 029): the code is asked on the sign-in page.
      if (await ctx.twoFactor.isEnabled(user.id)) {
        await startPendingSignIn(ctx.db, request, reply, user.id);
        return reply.redirect(withNext("/auth?second_factor=1", next));
      }
      await ctx.sessions.signIn(request, reply, user.id, true);
      return reply.redirect(next ?? "/");
    } catch (error) {
      request.log.warn({ err: error }, "OpenID Connect callback failed");
      return reply.redirect("/auth?error=sign_in_failed");
    }
  });
}

async function findOrCreateOidcUser(ctx: AuthContext, claims: client.IDToken) {
  const existing = await findUserByOidcSubject(ctx.db, claims.sub);
  if (existing) return existing;
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : null;
  // Link to an existing password account only when the provider vouches for the email.
  if (email && claims.email_verified === true) {
    const byEmail = await findUserByEmail(ctx.db, email);
    if (byEmail) return (await updateUser(ctx.db, byEmail.id, { oidcSubject: claims.sub }))!;
  }
  if (!(await ctx.settings.get()).allowRegistrations) throw new Error("New registrations are closed.");
  // The provider's names are labels others read, as a sign-up's (shared/text.ts): no bidi controls.
  const text = (value: unknown) => {
    const clean = typeof value === "string" ? withoutBidiControls(value).trim() : "";
    return clean ? clean.slice(0, 100) : null;
  };
  return insertUser(ctx.db, {
    oidcSubject: claims.sub,
    email: email && !(await findUserByEmail(ctx.db, email)) ? email : null,
    firstName: text(claims.given_name) ?? text(claims.name),
    lastName: text(claims.family_name),
    profileImageUrl: typeof claims.picture === "string" && /^https:\/\//.test(claims.picture) ? claims.picture : null,
  });
}
