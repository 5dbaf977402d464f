ALTER TABLE "files" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_visibility_check" CHECK ("files"."visibility" in ('public', 'private'));--> statement-breakpoint
-- Backfill: avatars and covers were always public; the demo videos and their pictures are public
-- (seeded, no owner). Every other file stays private and is served only past its kind's rule.
UPDATE "files" SET "visibility" = 'public' WHERE "kind" IN ('avatar', 'cover');--> statement-breakpoint
UPDATE "files" SET "visibility" = 'public'
WHERE "kind" IN ('watch-video', 'watch-thumbnail')
  AND "id" IN (SELECT "video_file_id" FROM "videos" WHERE "is_demo" AND "video_file_id" IS NOT NULL
               UNION SELECT "thumbnail_file_id" FROM "videos" WHERE "is_demo" AND "thumbnail_file_id" IS NOT NULL);
