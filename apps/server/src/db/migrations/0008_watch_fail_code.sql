ALTER TABLE "videos" ADD COLUMN "fail_code" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "fail_params" jsonb;