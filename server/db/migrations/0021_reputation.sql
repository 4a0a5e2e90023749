-- Reputation, privileges and badges (issue 24): every change of a member's reputation with its cause,
-- the total on the member, badges once per member or post, the privilege thresholds in the site
-- settings, and what a badge or privilege notification is about.
CREATE TABLE "reputation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"points" integer NOT NULL,
	"delta" integer NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	"serial" boolean DEFAULT false NOT NULL,
	"actor_id" uuid,
	"question_id" integer,
	"answer_id" integer,
	"cause" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp (3) with time zone,
	"reversal" text,
	CONSTRAINT "reputation_events_reason_check" CHECK ("reason" in ('question-upvoted', 'answer-upvoted', 'answer-accepted', 'accepted-answer', 'post-downvoted', 'downvoted-answer', 'edit-approved')),
	CONSTRAINT "reputation_events_reversal_check" CHECK (("reversal" is null) = ("reversed_at" is null) and ("reversal" is null or "reversal" in ('vote-withdrawn', 'vote-changed', 'acceptance-moved', 'post-deleted', 'voter-deleted')))
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"badge_id" text NOT NULL,
	"post_key" text DEFAULT '' NOT NULL,
	"question_id" integer,
	"answer_id" integer,
	"awarded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reputation" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privilege_preset" text DEFAULT 'new-community' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privilege_thresholds" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "reputation_events" ADD CONSTRAINT "reputation_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_events" ADD CONSTRAINT "reputation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_events" ADD CONSTRAINT "reputation_events_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_events" ADD CONSTRAINT "reputation_events_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reputation_events_live_cause_key" ON "reputation_events" USING btree ("cause","user_id") WHERE "reputation_events"."reversed_at" is null;--> statement-breakpoint
CREATE INDEX "reputation_events_user_idx" ON "reputation_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reputation_events_question_idx" ON "reputation_events" USING btree ("question_id") WHERE "reputation_events"."reversed_at" is null;--> statement-breakpoint
CREATE INDEX "reputation_events_answer_idx" ON "reputation_events" USING btree ("answer_id") WHERE "reputation_events"."reversed_at" is null;--> statement-breakpoint
CREATE INDEX "reputation_events_actor_idx" ON "reputation_events" USING btree ("actor_id","user_id","created_at") WHERE "reputation_events"."reversed_at" is null;--> statement-breakpoint
CREATE INDEX "reputation_events_created_idx" ON "reputation_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_badges_once_key" ON "user_badges" USING btree ("user_id","badge_id","post_key");--> statement-breakpoint
CREATE INDEX "user_badges_user_idx" ON "user_badges" USING btree ("user_id","awarded_at");--> statement-breakpoint
CREATE INDEX "users_reputation_idx" ON "users" USING btree ("reputation" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reputation_floor" CHECK ("users"."reputation" >= 1);--> statement-breakpoint
-- A member's reputation shows beside every post they wrote: a change of it announces
-- 'rep:<id>', which every cached answer that shows the member as an author carries
-- (server/content/authors.ts adds it), so nothing else drops from the caches when a vote lands.
CREATE OR REPLACE FUNCTION ponder_reputation_moved() RETURNS trigger AS $$
BEGIN
  PERFORM ponder_announce(ARRAY(
    SELECT 'rep:' || n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.reputation IS DISTINCT FROM o.reputation
  ));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_reputation_moved AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ponder_reputation_moved();
--> statement-breakpoint
-- A member's history and badges are on their profile.
SELECT ponder_watch('reputation_events', $q$select 'profile:' || user_id as t from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('user_badges', $q$select 'profile:' || user_id as t from $rows r union all select 'mine:' || user_id from $rows r$q$);
