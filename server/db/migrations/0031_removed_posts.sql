CREATE TABLE "removed_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"post_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer,
	"author_id" uuid NOT NULL,
	"title" text,
	"topic_ids" jsonb,
	"space_id" integer,
	"content" text NOT NULL,
	"posted_at" timestamp (3) with time zone NOT NULL,
	"reason" text NOT NULL,
	"removed_by_id" uuid,
	"removed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "removed_posts" ADD CONSTRAINT "removed_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_posts" ADD CONSTRAINT "removed_posts_removed_by_id_users_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "removed_posts_post_key" ON "removed_posts" USING btree ("kind","post_id");--> statement-breakpoint
CREATE INDEX "removed_posts_author_idx" ON "removed_posts" USING btree ("author_id");