CREATE TABLE "question_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"duplicate_of_id" integer,
	"actor_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "accepted_answer_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "closed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "closed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "duplicate_of_id" integer;--> statement-breakpoint
ALTER TABLE "question_closures" ADD CONSTRAINT "question_closures_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_closures" ADD CONSTRAINT "question_closures_duplicate_of_id_questions_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_closures" ADD CONSTRAINT "question_closures_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_closures_question_idx" ON "question_closures" USING btree ("question_id","created_at");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_accepted_answer_id_answers_id_fk" FOREIGN KEY ("accepted_answer_id") REFERENCES "public"."answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_duplicate_of_id_questions_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_duplicate_of_idx" ON "questions" USING btree ("duplicate_of_id") WHERE "questions"."duplicate_of_id" is not null;--> statement-breakpoint
-- A question's page shows its original's title (a duplicate's banner) and its duplicates'
-- titles (linked questions): a change of either row tells the other's page too. The accepted
-- answer and the closed state are columns of the row, announced with it.
DROP TRIGGER IF EXISTS questions_changed_insert ON questions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS questions_changed_update ON questions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS questions_changed_delete ON questions;
--> statement-breakpoint
SELECT ponder_watch('questions', $q$select 'q:' || id as t from $rows r union all select 'profile:' || author_id from $rows r union all select 'q:' || duplicate_of_id from $rows r union all select 'q:' || d.id from $rows r join questions d on d.duplicate_of_id = r.id$q$, 'lists');
--> statement-breakpoint
SELECT ponder_watch('question_closures', $q$select 'q:' || question_id as t from $rows r$q$);
