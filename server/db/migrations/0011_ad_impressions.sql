CREATE TABLE "ad_impressions" (
	"campaign_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"token" text NOT NULL,
	"served_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"clicked_at" timestamp (3) with time zone,
	CONSTRAINT "ad_impressions_campaign_id_viewer_key_pk" PRIMARY KEY("campaign_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "ad_impressions" ADD CONSTRAINT "ad_impressions_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_impressions_token_idx" ON "ad_impressions" USING btree ("token");