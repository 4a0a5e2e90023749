CREATE TABLE "suggested_edit_reviews" (
	"suggested_edit_id" integer NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggested_edit_reviews_suggested_edit_id_reviewer_id_pk" PRIMARY KEY("suggested_edit_id","reviewer_id"),
	CONSTRAINT "suggested_edit_reviews_action_check" CHECK ("suggested_edit_reviews"."action" in ('approve', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "suggested_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer,
	"suggester_id" uuid NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"topic_ids" integer[],
	"edit_summary" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone,
	CONSTRAINT "suggested_edits_state_check" CHECK ("suggested_edits"."state" in ('pending', 'approved', 'rejected', 'superseded')),
	CONSTRAINT "suggested_edits_shape_check" CHECK (("suggested_edits"."answer_id" is null) = ("suggested_edits"."title" is not null))
);
--> statement-breakpoint
ALTER TABLE "suggested_edit_reviews" ADD CONSTRAINT "suggested_edit_reviews_suggested_edit_id_suggested_edits_id_fk" FOREIGN KEY ("suggested_edit_id") REFERENCES "public"."suggested_edits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggested_edit_reviews" ADD CONSTRAINT "suggested_edit_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggested_edits" ADD CONSTRAINT "suggested_edits_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggested_edits" ADD CONSTRAINT "suggested_edits_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggested_edits" ADD CONSTRAINT "suggested_edits_suggester_id_users_id_fk" FOREIGN KEY ("suggester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggested_edit_reviews_reviewer_idx" ON "suggested_edit_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suggested_edits_pending_key" ON "suggested_edits" USING btree ("question_id",coalesce("answer_id", 0)) WHERE "suggested_edits"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "suggested_edits_queue_idx" ON "suggested_edits" USING btree ("created_at") WHERE "suggested_edits"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "suggested_edits_suggester_idx" ON "suggested_edits" USING btree ("suggester_id");