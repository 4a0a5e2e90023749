CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"post_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"author_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"closed_reason" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"decided_by_id" uuid,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_once_key" ON "appeals" USING btree ("kind","post_id","decision");--> statement-breakpoint
CREATE INDEX "appeals_status_idx" ON "appeals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "appeals_author_idx" ON "appeals" USING btree ("author_id");