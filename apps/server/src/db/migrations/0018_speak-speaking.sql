CREATE TABLE "debate_speaking" (
	"debate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"step" text NOT NULL,
	"ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "debate_speaking_debate_id_user_id_step_pk" PRIMARY KEY("debate_id","user_id","step")
);
--> statement-breakpoint
ALTER TABLE "debate_speaking" ADD CONSTRAINT "debate_speaking_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_speaking" ADD CONSTRAINT "debate_speaking_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;