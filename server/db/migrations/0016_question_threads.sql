-- Question threads (issue 11; docs/decisions/025-question-threads.md): comments on the question
-- itself, the Active answer order, and the question's own comment counter.
-- Every comment names its question; an answer's comments also name their answer, through a
-- foreign key on (answer_id, question_id) so the two can never disagree. answer_id null: a
-- comment on the question.
ALTER TABLE "answers" ADD CONSTRAINT "answers_id_question_key" UNIQUE("id","question_id");--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "question_id" integer;--> statement-breakpoint
UPDATE "comments" c SET "question_id" = a."question_id" FROM "answers" a WHERE a."id" = c."answer_id";--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "question_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_answer_id_answers_id_fk";--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "answer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_answer_question_fk" FOREIGN KEY ("answer_id","question_id") REFERENCES "public"."answers"("id","question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_question_idx" ON "comments" USING btree ("question_id","answer_id","created_at","id");--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "commented_at" timestamp (3) with time zone;--> statement-breakpoint
UPDATE "answers" a SET "commented_at" = c."at" FROM (SELECT "answer_id", max("updated_at") AS "at" FROM "comments" WHERE "status" = 'published' AND "answer_id" IS NOT NULL GROUP BY "answer_id") c WHERE c."answer_id" = a."id";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Newest and Oldest orders (one index read either way), and Active: the answer's own edit or its newest comment.
CREATE INDEX "answers_question_created_idx" ON "answers" USING btree ("question_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "answers_question_active_idx" ON "answers" ("question_id", greatest("updated_at", "commented_at") DESC, "id" DESC);
--> statement-breakpoint
-- A comment announces its question (q:) whether it is on the question or on an answer, and its
-- answer (a:) when it has one: no join, so a cascade from a deleted answer announces too.
DROP TRIGGER IF EXISTS comments_changed_insert ON comments;
--> statement-breakpoint
DROP TRIGGER IF EXISTS comments_changed_update ON comments;
--> statement-breakpoint
DROP TRIGGER IF EXISTS comments_changed_delete ON comments;
--> statement-breakpoint
SELECT ponder_watch('comments', $q$select 'a:' || answer_id as t from $rows r union all select 'q:' || question_id from $rows r$q$, 'lists');
