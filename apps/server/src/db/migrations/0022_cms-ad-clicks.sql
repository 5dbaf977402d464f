CREATE TABLE "cms_ad_clicks" (
	"entry_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_ad_clicks_entry_id_day_pk" PRIMARY KEY("entry_id","day")
);
--> statement-breakpoint
ALTER TABLE "cms_ad_clicks" ADD CONSTRAINT "cms_ad_clicks_entry_id_cms_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cms_entries"("id") ON DELETE cascade ON UPDATE no action;