CREATE TABLE "learning_archive" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"article_id" integer,
	"video_id" integer,
	"ref" integer NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_archive_user_id_kind_ref_pk" PRIMARY KEY("user_id","kind","ref")
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"article_id" integer,
	"video_id" integer,
	"parent_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vocabulary" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learning_archive" ADD CONSTRAINT "learning_archive_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_archive" ADD CONSTRAINT "learning_archive_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_archive" ADD CONSTRAINT "learning_archive_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_parent_id_discussions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_archive_user" ON "learning_archive" USING btree ("user_id","archived_at");--> statement-breakpoint
CREATE INDEX "discussions_article" ON "discussions" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "discussions_video" ON "discussions" USING btree ("video_id","created_at");--> statement-breakpoint
CREATE INDEX "discussions_parent" ON "discussions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "discussions_user" ON "discussions" USING btree ("user_id","created_at");