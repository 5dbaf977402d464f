CREATE TABLE "learning_saved_videos" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_saved_videos_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "learning_saved_videos" ADD CONSTRAINT "learning_saved_videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_saved_videos" ADD CONSTRAINT "learning_saved_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_saved_videos_user" ON "learning_saved_videos" USING btree ("user_id","saved_at");