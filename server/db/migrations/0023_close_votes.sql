CREATE TABLE "question_close_votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"duplicate_of_id" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_close_votes_kind_check" CHECK ("question_close_votes"."kind" in ('close', 'reopen')),
	CONSTRAINT "question_close_votes_state_check" CHECK ("question_close_votes"."state" in ('open', 'applied', 'expired')),
	CONSTRAINT "question_close_votes_reason_check" CHECK (("question_close_votes"."kind" = 'close') = ("question_close_votes"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "close_votes_needed" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_close_votes" ADD CONSTRAINT "question_close_votes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_close_votes" ADD CONSTRAINT "question_close_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_close_votes" ADD CONSTRAINT "question_close_votes_duplicate_of_id_questions_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_close_votes_open_key" ON "question_close_votes" USING btree ("question_id","kind","user_id") WHERE "question_close_votes"."state" = 'open';--> statement-breakpoint
CREATE INDEX "question_close_votes_user_idx" ON "question_close_votes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_close_votes_needed" CHECK ("site_settings"."close_votes_needed" between 1 and 10);--> statement-breakpoint
-- A question's close and reopen tallies are on its page (and each voter's own vote).
SELECT ponder_watch('question_close_votes', $q$select 'q:' || question_id as t from $rows r union all select 'mine:' || user_id from $rows r$q$);
