CREATE TABLE "review_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vocabulary_id" integer NOT NULL,
	"rating" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"log" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sentences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"language" text NOT NULL,
	"en_text" text DEFAULT '' NOT NULL,
	"zh_text" text DEFAULT '' NOT NULL,
	"foreign_text" text DEFAULT '' NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"video_id" text,
	"article_id" text,
	"transcript_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocabulary" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"language" text NOT NULL,
	"target_language" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"pronunciation" text,
	"meaning" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_saved" boolean DEFAULT false NOT NULL,
	"lookup_count" integer DEFAULT 0 NOT NULL,
	"source_video_id" text,
	"source_article_id" text,
	"card" jsonb,
	"due_at" timestamp with time zone,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_vocabulary_id_vocabulary_id_fk" FOREIGN KEY ("vocabulary_id") REFERENCES "public"."vocabulary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentences" ADD CONSTRAINT "sentences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary" ADD CONSTRAINT "vocabulary_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_logs_user" ON "review_logs" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "sentences_user_created" ON "sentences" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vocabulary_user_key" ON "vocabulary" USING btree ("user_id","language","target_language","key");--> statement-breakpoint
CREATE INDEX "vocabulary_user_updated" ON "vocabulary" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "vocabulary_user_due" ON "vocabulary" USING btree ("user_id","due_at");