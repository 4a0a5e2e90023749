import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { ROOT_DIR } from "./paths";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes", "on"].includes(value)));

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** Every environment variable Ponder reads; README's configuration table lists the same. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default("0.0.0.0"),
    /** Where the embedded database lives when DATABASE_URL is unset. */
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    SEED_DEMO: bool(true),
    /** Server processes sharing the port (node:cluster); above 1 needs DATABASE_URL. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(1),
    /**
     * Threads that prerender pages beside the event loop (server/pages/render-pool.ts); 0
     * renders on the event loop. Unset: one on a machine of two or more cores.
     */
    RENDER_THREADS: z.coerce.number().int().min(0).max(64).default(availableParallelism() > 1 ? 1 : 0),
    /** `off` disables every rate limit (for load tests). */
    RATE_LIMITS: z.enum(["on", "off"]).default("on"),
    /** Failed sign-ins allowed per address and per email within RATE_LIMIT_WINDOW_MINUTES. */
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
    /** Sign-ups allowed per address within RATE_LIMIT_WINDOW_MINUTES. */
    REGISTER_MAX_PER_WINDOW: z.coerce.number().int().positive().default(20),
    /** Contact messages and feedback allowed per address within RATE_LIMIT_WINDOW_MINUTES. */
    CONTACT_MAX_PER_WINDOW: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    ADMIN_USERNAME: optionalString,
    ADMIN_PASSWORD: optionalString,
    OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url().optional()),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    /** The name the "Continue with ..." button shows. */
    OIDC_PROVIDER_NAME: z.string().default("Single Sign-On"),
    /** The address people reach Ponder at; makes cookies Secure when it is https. */
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /**
     * Without PUBLIC_URL, host names (`host` or `host:port`, comma-separated) a request may
     * name itself by for links; localhost on PORT always may, anything else gets localhost.
     */
    ALLOWED_HOSTS: z
      .string()
      .default("")
      .transform((value) => value.split(",").map((host) => host.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/, "ALLOWED_HOSTS must be host or host:port names, comma-separated"))),
    TRUST_PROXY: bool(false),
    /** `smtp://user:pass@host:587` or `smtps://...`: mail leaves through it; unset, mail stays in the admin outbox. */
    SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional()),
    /** The sender address (`ponder@example.com` or `Name <ponder@example.com>`); the name shown is the site's. */
    MAIL_FROM: z
      .string()
      .regex(/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>\s*$/, "MAIL_FROM must be an address: ponder@example.com or Name <ponder@example.com>")
      .default("ponder@localhost"),
    /** Notification mail waits this long after the first notification, so one burst gives one mail. */
    MAIL_BATCH_SECONDS: z.coerce.number().min(0).max(86_400).default(300),
    /** scrypt cost as log2(N); 17 is OWASP's recommendation. Lower only for tests. */
    SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
    /** SIGTERM/SIGINT end the process within this many seconds, whatever closing does (decision 040). */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(3_600).default(10),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together" });
    }
    if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 8) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "ADMIN_PASSWORD must be at least 8 characters" });
    }
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidc !== 0 && oidc !== 3) {
      ctx.addIssue({ code: "custom", path: ["OIDC_ISSUER"], message: "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together" });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once at start-up; exits with every problem named when it is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(ROOT_DIR, parsed.data.DATA_DIR) };
}
