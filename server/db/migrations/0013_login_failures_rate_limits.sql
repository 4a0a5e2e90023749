-- Sign-in failures and route rate limits, shared by every process on the database
-- (plugins/rate-limits.ts). UNLOGGED, by hand (drizzle-kit cannot say it): written on every
-- counted request, they skip the WAL; a crash that empties them only forgets recent counts.
CREATE UNLOGGED TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failed_at" timestamp (3) with time zone[] NOT NULL,
	"last_failed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "login_failures_last_failed_at_idx" ON "login_failures" USING btree ("last_failed_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_at_idx" ON "rate_limit_hits" USING btree ("expires_at");