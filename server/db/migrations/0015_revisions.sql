CREATE TABLE "answer_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"number" integer NOT NULL,
	"editor_id" uuid,
	"content" text NOT NULL,
	"edit_summary" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"number" integer NOT NULL,
	"editor_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"topic_ids" integer[] DEFAULT '{}' NOT NULL,
	"edit_summary" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "edited_by_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "edited_by_id" uuid;--> statement-breakpoint
ALTER TABLE "answer_revisions" ADD CONSTRAINT "answer_revisions_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_revisions" ADD CONSTRAINT "answer_revisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_revisions" ADD CONSTRAINT "question_revisions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_revisions" ADD CONSTRAINT "question_revisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_revisions_number_key" ON "answer_revisions" USING btree ("answer_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "question_revisions_number_key" ON "question_revisions" USING btree ("question_id","number");--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every post has its original as revision 1 (docs/decisions/024-revisions.md). For posts
-- written before revisions were kept, the text they have now is the only one known.
INSERT INTO "question_revisions" ("question_id", "number", "editor_id", "title", "content", "topic_ids", "created_at")
SELECT q.id, 1, q.author_id, q.title, q.content,
  coalesce((SELECT array_agg(qt.topic_id ORDER BY qt.topic_id) FROM question_topics qt WHERE qt.question_id = q.id), '{}'),
  q.created_at
FROM questions q
WHERE NOT EXISTS (SELECT 1 FROM question_revisions r WHERE r.question_id = q.id);
--> statement-breakpoint
INSERT INTO "answer_revisions" ("answer_id", "number", "editor_id", "content", "created_at")
SELECT a.id, 1, a.author_id, a.content, a.created_at
FROM answers a
WHERE NOT EXISTS (SELECT 1 FROM answer_revisions r WHERE r.answer_id = a.id);
--> statement-breakpoint
-- The revisions pages (and the question page's "edited") show them: announce their question.
SELECT ponder_watch('question_revisions', $q$select 'q:' || question_id as t from $rows r$q$);
--> statement-breakpoint
-- An answer's revisions: the answer's own tag and its question's (the answer may be gone in a cascade; its own trigger tells then).
SELECT ponder_watch('answer_revisions', $q$select 'a:' || answer_id as t from $rows r union all select 'q:' || a.question_id from $rows r join answers a on a.id = r.answer_id$q$);
