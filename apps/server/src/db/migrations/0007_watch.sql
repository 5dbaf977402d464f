CREATE TABLE "video_sentences" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"position" integer NOT NULL,
	"start" double precision NOT NULL,
	"end" double precision NOT NULL,
	"text" text NOT NULL,
	"en_text" text NOT NULL,
	"foreign_text" text NOT NULL,
	"foreign_words" jsonb NOT NULL,
	"translated" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"video_url" text NOT NULL,
	"source_key" text NOT NULL,
	"video_type" text NOT NULL,
	"embed_id" text,
	"video_file_id" text,
	"caption_file_id" text,
	"language" text NOT NULL,
	"spoken_language" text NOT NULL,
	"site_language" text DEFAULT 'English' NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"fail_reason" text,
	"stage" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"duration" double precision,
	"thumbnail_file_id" text,
	"category_id" integer,
	"level" text,
	"owner_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"demo_key" text,
	"sentence_count" integer DEFAULT 0 NOT NULL,
	"transcript_json" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_sentences" ADD CONSTRAINT "video_sentences_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_reading_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."reading_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_sentences_position_key" ON "video_sentences" USING btree ("video_id","position");--> statement-breakpoint
CREATE INDEX "videos_owner_idx" ON "videos" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_catalogue_idx" ON "videos" USING btree ("is_public","status","language");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_demo_key" ON "videos" USING btree ("demo_key");