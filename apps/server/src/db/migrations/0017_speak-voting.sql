CREATE TABLE "debate_votes" (
	"debate_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"choice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_votes_debate_id_voter_id_kind_pk" PRIMARY KEY("debate_id","voter_id","kind")
);
--> statement-breakpoint
CREATE TABLE "debate_voting" (
	"debate_id" integer PRIMARY KEY NOT NULL,
	"opened_by" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debate_votes" ADD CONSTRAINT "debate_votes_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_votes" ADD CONSTRAINT "debate_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_voting" ADD CONSTRAINT "debate_voting_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_voting" ADD CONSTRAINT "debate_voting_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;