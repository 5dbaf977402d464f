CREATE TABLE "debate_articles" (
	"debate_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_articles_debate_id_article_id_pk" PRIMARY KEY("debate_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "debate_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"debate_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"side" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debate_likes" (
	"debate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_likes_debate_id_user_id_pk" PRIMARY KEY("debate_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "debate_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"debate_id" integer NOT NULL,
	"asker_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debate_users" (
	"debate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"side" text,
	"role_name" text,
	"state" text NOT NULL,
	"ticket" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_users_debate_id_user_id_pk" PRIMARY KEY("debate_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "debate_videos" (
	"debate_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_videos_debate_id_video_id_pk" PRIMARY KEY("debate_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "debates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_cn" text,
	"debate_type" text NOT NULL,
	"verify_status" text DEFAULT 'not_verified' NOT NULL,
	"debate_status" text DEFAULT 'upcoming' NOT NULL,
	"fail_reason" text,
	"cancel_reason" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"language" text NOT NULL,
	"level" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture_file_id" text,
	"initiator_id" integer NOT NULL,
	"initiator_role" text DEFAULT 'host' NOT NULL,
	"max_players" integer NOT NULL,
	"max_judges" integer DEFAULT 0 NOT NULL,
	"role_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_price_cents" integer DEFAULT 0 NOT NULL,
	"chat_room_id" integer,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debates_players" CHECK ("debates"."max_players" between 1 and 8),
	CONSTRAINT "debates_judges" CHECK ("debates"."max_judges" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "debate_articles" ADD CONSTRAINT "debate_articles_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_articles" ADD CONSTRAINT "debate_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_invitations" ADD CONSTRAINT "debate_invitations_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_invitations" ADD CONSTRAINT "debate_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_likes" ADD CONSTRAINT "debate_likes_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_likes" ADD CONSTRAINT "debate_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_questions" ADD CONSTRAINT "debate_questions_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_questions" ADD CONSTRAINT "debate_questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_users" ADD CONSTRAINT "debate_users_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_users" ADD CONSTRAINT "debate_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_videos" ADD CONSTRAINT "debate_videos_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_videos" ADD CONSTRAINT "debate_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debates" ADD CONSTRAINT "debates_picture_file_id_files_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debates" ADD CONSTRAINT "debates_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debates" ADD CONSTRAINT "debates_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debate_invitations_token" ON "debate_invitations" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "debate_invitations_once" ON "debate_invitations" USING btree ("debate_id","email");--> statement-breakpoint
CREATE INDEX "debate_likes_user_idx" ON "debate_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "debate_questions_debate_idx" ON "debate_questions" USING btree ("debate_id");--> statement-breakpoint
CREATE INDEX "debate_users_user_idx" ON "debate_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "debates_start_idx" ON "debates" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "debates_status_idx" ON "debates" USING btree ("debate_status","start_time");--> statement-breakpoint
CREATE INDEX "debates_initiator_idx" ON "debates" USING btree ("initiator_id");