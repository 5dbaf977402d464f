CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"level" text NOT NULL,
	"category_id" integer NOT NULL,
	"magazine_id" integer,
	"paragraphs" jsonb NOT NULL,
	"annotated" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key_vocabulary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cloze" jsonb DEFAULT '{"items":[],"distractors":[]}'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_file_id" text,
	"audio_file_id" text,
	"audio_mime" text,
	"sentence_timings" jsonb,
	"is_free" boolean DEFAULT false NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"word_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_cloze_results" (
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazines" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"issue_date" date NOT NULL,
	"cover_file_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reading_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_reading_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."reading_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_magazine_id_magazines_id_fk" FOREIGN KEY ("magazine_id") REFERENCES "public"."magazines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_cloze_results" ADD CONSTRAINT "reading_cloze_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_cloze_results" ADD CONSTRAINT "reading_cloze_results_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_quiz_attempts" ADD CONSTRAINT "reading_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_quiz_attempts" ADD CONSTRAINT "reading_quiz_attempts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_list_idx" ON "articles" USING btree ("status","language","published_at");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "articles_magazine_idx" ON "articles" USING btree ("magazine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_cloze_results_key" ON "reading_cloze_results" USING btree ("user_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "magazines_number_key" ON "magazines" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_quiz_attempts_open" ON "reading_quiz_attempts" USING btree ("user_id","article_id") WHERE finished_at is null and abandoned_at is null;--> statement-breakpoint
CREATE INDEX "reading_quiz_attempts_user_idx" ON "reading_quiz_attempts" USING btree ("user_id","article_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_categories_name_key" ON "reading_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_categories_slug_key" ON "reading_categories" USING btree ("slug");--> statement-breakpoint
-- The 13 categories of spec 01 §3 (added by hand: reference data every installation needs).
INSERT INTO "reading_categories" ("name", "slug", "position") VALUES
  ('Arts & Beauty', 'arts-and-beauty', 0),
  ('Business & Economics', 'business-and-economics', 1),
  ('Culture & History', 'culture-and-history', 2),
  ('Daily life', 'daily-life', 3),
  ('Entertainment & Sports', 'entertainment-and-sports', 4),
  ('Food & Healthy Living', 'food-and-healthy-living', 5),
  ('Me & Family', 'me-and-family', 6),
  ('Nature & Environment', 'nature-and-environment', 7),
  ('People & Psychology', 'people-and-psychology', 8),
  ('Politics & Sociology', 'politics-and-sociology', 9),
  ('Professions & Work', 'professions-and-work', 10),
  ('Science & Technology', 'science-and-technology', 11),
  ('Travel & Vacation', 'travel-and-vacation', 12)
ON CONFLICT DO NOTHING;
