-- The interface language a member chose (issue 13): null until they choose; sign-in sets the locale cookie from it.
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" in ('en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh'));
