CREATE TABLE "staged_questions" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"submitted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staging_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"body" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "staging_ground" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staged_questions" ADD CONSTRAINT "staged_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staging_events" ADD CONSTRAINT "staging_events_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staging_events" ADD CONSTRAINT "staging_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staged_questions_waiting_idx" ON "staged_questions" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "staging_events_question_idx" ON "staging_events" USING btree ("question_id","id");--> statement-breakpoint
CREATE INDEX "staging_events_actor_idx" ON "staging_events" USING btree ("actor_id");