import { createPrivilegeGate } from "./policy/privileges";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import multipart from "@fastify/multipart";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Database, Db } from "./db/client";
import type { Env } from "./env";
import { CLIENT_DIST_DIR } from "./paths";
import { AppError } from "./errors";
import { ERROR_IDS } from "@shared/errors";
import { SECURITY, UPLOADS } from "@shared/limits";
import { registerErrorHandler } from "./plugins/errors";
import { registerRouteTable } from "./plugins/route-table";
import { registerNulCheck } from "./plugins/nul-characters";
import { registerLocale } from "./plugins/locale";
import { registerSecurity } from "./plugins/security";
import { registerSessions } from "./plugins/sessions";
import { createCurrentViewer, registerStaffPowers, type StaffRules } from "./policy/staff-powers";
import { registerPersonalNoStore } from "./plugins/no-store";
import { FailureLimiter, databaseRateLimitStore } from "./plugins/rate-limits";
import { registerClient } from "./static";
import { ChangeClock } from "./cache/change-clock";
import { followChanges } from "./cache/changes";
import { registerHttpCache } from "./cache/http-cache";
import { MEMBER_CACHE_BYTES, PublicCache } from "./cache/public-cache";
import { createSiteOrigin } from "./lib/origin";
import { seoRoutes } from "./features/seo";
import { createPageRenderer, type PageHtmlOptions } from "./features/boot";
import { createRenderPool } from "./pages/render-pool";
import { createBootLoader } from "./pages/boot-loaders";
import { authRoutes, oidcRoutes, accountRoutes, emailVerificationRoutes, securityRoutes, passkeyRoutes, type AuthContext } from "./features/auth";
import { adminAuthRoutes, adminRoutes } from "./features/admin";
import { healthRoutes } from "./features/health";
import { topicsRoutes } from "./features/topics";
import { appealsRoutes } from "./features/appeals";
import { topicPageMovedTo } from "./content/topic-names";
import { usersRoutes } from "./features/users";
import { questionsRoutes, createViewCounts, questionStatusRoutes, relatedRoutes, closeVotesRoutes } from "./features/questions";
import { MAX_UPLOAD_BYTES, uploadsRoutes } from "./features/uploads";
import { answersRoutes } from "./features/answers";
import { revisionsRoutes } from "./features/revisions";
import { commentsRoutes } from "./features/comments";
import { followingRoutes } from "./features/following";
import { spacesRoutes } from "./features/spaces";
import { searchRoutes } from "./features/search";
import { subscriptionsRoutes } from "./features/subscriptions";
import { businessRoutes } from "./features/business";
import { contentStatsRoutes } from "./features/content-stats";
import { monetizationRoutes } from "./features/monetization";
import { adsRoutes } from "./features/ads";
import { languagesRoutes } from "./features/languages";
import { eventsRoutes } from "./features/events";
import { questionEventsRoutes } from "./features/question-events";
import { notificationsRoutes } from "./features/notifications";
import { messagesRoutes } from "./features/messages";
import { bookmarksRoutes } from "./features/bookmarks";
import { reputationRoutes } from "./features/reputation";
import { badgesFeature } from "./features/badges";
import { reviewRoutes } from "./features/review";
import { stagingFeature } from "./features/staging";
import { scheduleStatistics } from "./jobs/db-statistics";
import { leadersRoutes } from "./features/leaders";
import { draftsRoutes } from "./features/drafts";
import { siteRoutes } from "./features/site";
import { reportsRoutes } from "./features/reports";
import { contactRoutes } from "./features/contact";
import { memberMailRoutes } from "./features/mail";
import { createPasswordHasher, type PasswordHasher } from "./accounts/password";
import { createOidcClient } from "./accounts/oidc-client";
import { createEventBus } from "./services/event-bus";
import { createNotifier } from "./services/notifier";
import { registerMaintenance } from "./services/maintenance";
import { createSettingsStore } from "./services/site-settings";
import { createModeration } from "./content/moderation";
import { createMailer, smtpTransport, type MailTransport } from "./mail/mail";
import { createJobQueue, type JobQueue, type QueueOptions } from "./jobs/queue";
import { createMemberMail } from "./mail/member-mail";
import { configuredOrigin } from "./lib/origin";

declare module "fastify" {
  interface FastifyInstance {
    /** The durable job queue (jobs/queue.ts). */
    jobs: JobQueue;
    /** The answers caches (cache/http-cache.ts): visitors' and members' own; tests read their sizes. */
    answerCaches: { visitors: PublicCache; members: PublicCache };
  }
}
import { createEmailVerification } from "./accounts/email-verification";
import { createTwoFactor } from "./accounts/two-factor";
import { createSecurityNotices } from "./mail/security-notices";

/** The subset of the environment the app itself reads. */
export type AppConfig = Pick<
  Env,
  | "RATE_LIMITS"
  | "LOGIN_MAX_FAILURES"
  | "REGISTER_MAX_PER_WINDOW"
  | "CONTACT_MAX_PER_WINDOW"
  | "RATE_LIMIT_WINDOW_MINUTES"
  | "OIDC_ISSUER"
  | "OIDC_CLIENT_ID"
  | "OIDC_CLIENT_SECRET"
  | "OIDC_PROVIDER_NAME"
  | "PUBLIC_URL"
  | "ALLOWED_HOSTS"
  | "PORT"
  | "TRUST_PROXY"
  | "LOG_LEVEL"
  | "SMTP_URL"
  | "MAIL_FROM"
  | "MAIL_BATCH_SECONDS"
>;

export interface AppOptions {
  db: Db;
  /**
   * The database behind db: its kind, PGlite's data directory dump (System Backup), and its
   * notifications: live events across processes, and what changed for the caches.
   */
  database: Pick<Database, "kind" | "dumpDataDir" | "notifications">;
  /** False turns the public cache and remembered sessions off (a test compares cached answers with the routes' own). */
  cache?: boolean;
  /**
   * How mail leaves (tests pass one that fails); by default SMTP when SMTP_URL is set, else
   * none: mail stays in the mail_outbox table, which admins read in the panel.
   */
  mail?: MailTransport;
  /** The job queue's timings; `start: false` leaves polling off (tests call app.jobs.drain()). */
  jobs?: Omit<QueueOptions, "db" | "log"> & { start?: boolean };
  config: AppConfig;
  passwords?: PasswordHasher;
  /** Where the built client lives; tests point it elsewhere or at nothing. */
  clientDir?: string;
  /** Lets tests talk to a provider on loopback http. */
  oidcAllowHttp?: boolean;
  /** URLs per sitemap file (tests make it small to see the sitemap index). */
  sitemapPageSize?: number;
  /**
   * Prerender pages on threads of their own (server/pages/render-pool.ts): the built
   * render-worker.js beside the server bundle, and how many threads. Without it pages are
   * prerendered on the event loop (tests, and a server run from its sources).
   */
  renderThreads?: { entry: string; count: number };
}

/** Builds the whole HTTP application; main.ts listens with it, tests inject into it. */
declare module "fastify" {
  interface FastifyRequest {
    /** Its writes' announcements were flushed with its group commit (decision 035): no barrier of its own on the way out. */
    writesFlushed: boolean;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const https = config.PUBLIC_URL?.startsWith("https://") ?? false;
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRouteTable(app);
  registerNulCheck(app);

  await app.register(cookie);
  registerLocale(app);
  await registerSecurity(app, { https, publicHost: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).host : undefined });
  const limitsOn = config.RATE_LIMITS === "on";
  const windowMs = config.RATE_LIMIT_WINDOW_MINUTES * 60_000;
  if (limitsOn) {
    await app.register(rateLimit, {
      global: false,
      // Counted in the database, so every process on it shares each route's limit.
      store: databaseRateLimitStore(db),
      errorResponseBuilder: () =>
        new AppError(429, ERROR_IDS.rateLimited, "Too many requests from this address. Please try again later."),
    });
  }
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  const events = await createEventBus({ notifications: options.database.notifications, log: app.log });
  app.addHook("onClose", () => events.close());
  // The database announces every change a cache could show (server/cache/changes.ts).
  const notifications = options.database.notifications;
  const clock = new ChangeClock(options.cache !== false);
  // Ending a session closes its live streams, on every path that ends one.
  const sessions = registerSessions(app, { db, secureCookies: https, onEnd: events, clock });
  const settings = createSettingsStore(db);
  const twoFactor = createTwoFactor(db);
  // Staff powers follow the staff rules for the whole request, decided before anything else reads request.user.
  const staffRules: StaffRules = { requireTwoFactor: async () => (await settings.get()).requireStaffTwoFactor, hasTwoFactor: (userId) => twoFactor.isEnabled(userId) };
  registerStaffPowers(app, staffRules);
  registerPersonalNoStore(app);
  const siteOrigin = createSiteOrigin({ publicUrl: config.PUBLIC_URL, allowedHosts: config.ALLOWED_HOSTS, port: config.PORT });
  const publicCache = new PublicCache(clock);
  const memberAnswers = new PublicCache(clock, MEMBER_CACHE_BYTES);
  const httpCache = registerHttpCache(app, { cache: publicCache, members: memberAnswers, originOf: siteOrigin });
  app.decorate("answerCaches", { visitors: publicCache, members: memberAnswers });
  await followChanges(notifications, clock, () => {
    publicCache.clear();
    memberAnswers.clear();
    settings.clearCache();
  });
  // A write's own announcements are in hand before its answer goes: whoever asks next, here,
  // reads what it wrote. A route that wrote in a group commit flushed with its group (decision 035).
  app.decorateRequest("writesFlushed", false);
  app.addHook("onSend", async (request, reply, payload) => {
    if (!["GET", "HEAD", "OPTIONS"].includes(request.method) && reply.statusCode < 400 && !request.writesFlushed) await notifications.flush();
    return payload;
  });
  registerMaintenance(app, { db, settings });
  const jobs = createJobQueue({ db, log: app.log, ...options.jobs });
  app.decorate("jobs", jobs);
  const siteName = async () => (await settings.get()).siteName;
  const transport = options.mail ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : null);
  const mailer = createMailer({ db, jobs, transport, siteName });
  const memberMail = createMemberMail({
    db,
    jobs,
    mailer,
    events,
    siteName,
    origin: configuredOrigin({ publicUrl: config.PUBLIC_URL, port: config.PORT }),
    batchSeconds: config.MAIL_BATCH_SECONDS,
  });
  app.addHook("onReady", async () => {
    await memberMail.scheduleDigest();
    if (options.jobs?.start !== false) jobs.start();
  });
  app.addHook("onClose", () => jobs.close());
  const notifier = createNotifier({ db, events, log: app.log, memberMail });
  const moderation = createModeration({ db, settings, onHeld: (post) => notifier.postHeld(post) });
  const verification = createEmailVerification({
    db,
    mailer,
    siteOrigin,
    siteName,
    requireEmailVerification: async () => (await settings.get()).requireEmailVerification,
  });
  const perWindow = (max: number) => (limitsOn ? { max, timeWindow: windowMs } : false as const);

  const oidc =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? createOidcClient({
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          allowHttp: options.oidcAllowHttp,
        })
      : null;
  const auth: AuthContext = {
    db,
    sessions,
    passwords: options.passwords ?? createPasswordHasher(),
    loginFailures: new FailureLimiter(db, config.LOGIN_MAX_FAILURES, windowMs, limitsOn),
    registerLimit: limitsOn ? { max: config.REGISTER_MAX_PER_WINDOW, timeWindow: windowMs } : false,
    oidc,
    oidcProviderName: config.OIDC_PROVIDER_NAME,
    settings,
    verification,
    siteOrigin,
    twoFactor,
    ceremonyLimit: perWindow(60),
    notices: createSecurityNotices({ mailer, siteName, siteOrigin }),
  };

  const privileges = createPrivilegeGate(settings);
  await healthRoutes(app, { db });
  await authRoutes(app, auth);
  await oidcRoutes(app, auth);
  await adminAuthRoutes(app, auth);
  await securityRoutes(app, auth);
  await passkeyRoutes(app, auth);
  await emailVerificationRoutes(app, { db, settings, verification, resendLimit: perWindow(5) });
  await accountRoutes(app, { auth, mailer, siteName, limit: perWindow(5), resetMailsPerHour: limitsOn ? SECURITY.resetMailsPerHour : null });
  await memberMailRoutes(app, { memberMail, siteName });
  await siteRoutes(app, { settings, db });
  await adminRoutes(app, { db, database: options.database, sessions, passwords: auth.passwords, settings, notifier, twoFactor: auth.twoFactor });
  await reportsRoutes(app, { db });
  await contactRoutes(app, { db, limit: perWindow(config.CONTACT_MAX_PER_WINDOW) });
  await topicsRoutes(app, { db, privileges, suggestLimit: perWindow(600) });
  await appealsRoutes(app, { db });
  await usersRoutes(app, { db, sessions, notifier });
  const viewCounts = createViewCounts(db, { log: app.log });
  app.decorate("viewCounts", viewCounts);
  // Views counted but not yet written reach the database before it closes (main.ts closes the app first).
  app.addHook("onClose", () => viewCounts.close());
  await questionsRoutes(app, { db, moderation, notifier, viewCounts, privileges, settings });
  await answersRoutes(app, { db, moderation, notifier, flush: notifications.flush, privileges });
  await revisionsRoutes(app, { db, moderation });
  await questionStatusRoutes(app, { db, notifier, privileges });
  await closeVotesRoutes(app, { db, notifier, privileges });
  await reviewRoutes(app, { db, moderation, notifier, privileges, settings });
  await stagingFeature(app, { db, notifier, privileges, jobs: app.jobs });
  await commentsRoutes(app, { db, moderation, notifier, privileges });
  await relatedRoutes(app, { db });
  await followingRoutes(app, { db });
  await spacesRoutes(app, { db, moderation });
  await searchRoutes(app, { db });
  await subscriptionsRoutes(app, { db });
  await businessRoutes(app, { db });
  await contentStatsRoutes(app, { db });
  await monetizationRoutes(app, { db });
  await adsRoutes(app, { db });
  await languagesRoutes(app, { db });
  await bookmarksRoutes(app, { db });
  await reputationRoutes(app, { db, settings });
  await badgesFeature(app, { db, notifier });
  // The embedded database's planner statistics, which no autovacuum gathers there (decision 057).
  const statistics = scheduleStatistics({ database: options.database, db, jobs: app.jobs });
  app.addHook("onReady", () => statistics.start());
  await leadersRoutes(app, { db });
  await draftsRoutes(app, { db });
  await eventsRoutes(app, { events, isSessionActive: sessions.isActive });
  await questionEventsRoutes(app, { db, notifications, isSessionActive: sessions.isActive, currentViewer: createCurrentViewer(db, staffRules) });
  await notificationsRoutes(app, { db, events });
  await messagesRoutes(app, { db, events, sendLimit: perWindow(300), memberMail });
  await uploadsRoutes(app, { db, limit: perWindow(UPLOADS.perWindow) });
  const clientDir = options.clientDir ?? CLIENT_DIST_DIR;
  const questionHead = seoRoutes(app, {
    db,
    siteOrigin,
    siteName: async () => (await settings.get()).siteName,
    sitemapPageSize: options.sitemapPageSize,
  });
  // The client's components render on the server too (loaded on first use: a server that only
  // answers the API never pays for them).
  let prerender: PageHtmlOptions["prerender"] = async (url, page, entries, locale) =>
    (await import("../client/src/ssr")).prerenderPage(url, page, entries, locale);
  if (options.renderThreads && options.renderThreads.count > 0) {
    const pool = createRenderPool({
      entry: options.renderThreads.entry,
      threads: options.renderThreads.count,
      onThreadError: (error) => app.log.error({ err: error }, "render thread replaced"),
    });
    app.addHook("onClose", () => pool.close());
    prerender = (url, page, _entries, locale, bootJson) => pool.render(url, page, bootJson, locale);
  }
  await registerClient(app, clientDir, createPageRenderer({ clientDir, answer: createBootLoader(app), headFor: questionHead, prerender, cache: httpCache, siteOrigin, movedTo: (pathname) => topicPageMovedTo(db, pathname) }));
  return app;
}
