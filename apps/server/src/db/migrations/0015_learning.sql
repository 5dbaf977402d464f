CREATE TABLE "learning_activity" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"period" text NOT NULL,
	"page" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"feature" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_activity_user_id_day_period_page_ref_pk" PRIMARY KEY("user_id","day","period","page","ref")
);
--> statement-breakpoint
CREATE TABLE "learning_goals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_activity" ADD CONSTRAINT "learning_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_activity_day" ON "learning_activity" USING btree ("day","feature");