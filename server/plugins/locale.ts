// The interface language of each request (issue 13, decision 031): `?hl=` (the hreflang
// alternates of public pages), else the remembered choice (the locale cookie, which a
// member's account choice also sets at sign-in), else Accept-Language, else English.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isLocale, LOCALE_COOKIE, LOCALE_PARAM, negotiateLocale, type Locale } from "@shared/locales";

declare module "fastify" {
  interface FastifyRequest {
    /** The interface language this request's pages are rendered in. */
    locale: Locale;
  }
}

export function localeOf(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.[LOCALE_PARAM];
  if (isLocale(asked)) return asked;
  const remembered = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(remembered)) return remembered;
  return negotiateLocale(request.headers["accept-language"]);
}

/** Call after the cookie plugin: every request gets `request.locale`. */
export function registerLocale(app: FastifyInstance) {
  app.decorateRequest("locale", "en");
  app.addHook("onRequest", async (request) => {
    request.locale = localeOf(request);
  });
}
