CREATE TABLE "audio_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"sentence_index" integer,
	"title" text NOT NULL,
	"file_id" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"feedback_note" text,
	"feedback_rating" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_recordings_status_check" CHECK ("audio_recordings"."status" in ('waiting', 'reviewed')),
	CONSTRAINT "audio_recordings_rating_check" CHECK ("audio_recordings"."feedback_rating" is null or "audio_recordings"."feedback_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "native_pitch_cache" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"audio_file_id" text NOT NULL,
	"sentence_index" integer NOT NULL,
	"contour" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"recording_id" integer NOT NULL,
	"author_id" integer,
	"at_ms" integer,
	"sentence_index" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_recordings" ADD CONSTRAINT "audio_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_recordings" ADD CONSTRAINT "audio_recordings_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_recordings" ADD CONSTRAINT "audio_recordings_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_recordings" ADD CONSTRAINT "audio_recordings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "native_pitch_cache" ADD CONSTRAINT "native_pitch_cache_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_comments" ADD CONSTRAINT "recording_comments_recording_id_audio_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."audio_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_comments" ADD CONSTRAINT "recording_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_recordings_user_idx" ON "audio_recordings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "native_pitch_cache_key" ON "native_pitch_cache" USING btree ("article_id","audio_file_id","sentence_index");--> statement-breakpoint
CREATE INDEX "recording_comments_recording_idx" ON "recording_comments" USING btree ("recording_id","created_at");