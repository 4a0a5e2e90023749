CREATE TABLE "topic_redirects" (
	"from_id" integer PRIMARY KEY NOT NULL,
	"to_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"name" text NOT NULL,
	"folded" text GENERATED ALWAYS AS (ponder_fold(name)) STORED NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "topic_redirects" ADD CONSTRAINT "topic_redirects_to_id_topics_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_synonyms" ADD CONSTRAINT "topic_synonyms_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_synonyms" ADD CONSTRAINT "topic_synonyms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_redirects_to_idx" ON "topic_redirects" USING btree ("to_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topic_synonyms_folded_key" ON "topic_synonyms" USING btree ("folded");--> statement-breakpoint
CREATE INDEX "topic_synonyms_topic_idx" ON "topic_synonyms" USING btree ("topic_id");--> statement-breakpoint
-- Topic names are compared folded (case and accents away) when a topic or synonym is added.
CREATE INDEX "topics_folded_name_idx" ON "topics" USING btree (ponder_fold("name"));
--> statement-breakpoint
-- A synonym changes what the topic pages and lists show (each topic's other names).
SELECT ponder_watch('topic_synonyms', $q$select 'lists' as t from $rows r$q$);
