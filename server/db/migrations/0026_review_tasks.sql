CREATE TABLE "review_task_reviews" (
	"task_id" integer NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"action" text NOT NULL,
	"comment" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_task_reviews_task_id_reviewer_id_pk" PRIMARY KEY("task_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "review_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone,
	CONSTRAINT "review_tasks_queue_check" CHECK ("review_tasks"."queue" in ('first-questions', 'first-answers', 'late-answers', 'close-votes', 'reopen-votes')),
	CONSTRAINT "review_tasks_state_check" CHECK ("review_tasks"."state" in ('pending', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "review_task_reviews" ADD CONSTRAINT "review_task_reviews_task_id_review_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."review_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_task_reviews" ADD CONSTRAINT "review_task_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tasks" ADD CONSTRAINT "review_tasks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tasks" ADD CONSTRAINT "review_tasks_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_task_reviews_reviewer_idx" ON "review_task_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_tasks_pending_key" ON "review_tasks" USING btree ("queue","question_id",coalesce("answer_id", 0)) WHERE "review_tasks"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "review_tasks_queue_idx" ON "review_tasks" USING btree ("queue","created_at") WHERE "review_tasks"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "review_tasks_question_idx" ON "review_tasks" USING btree ("question_id");