ALTER TABLE "billing_quote_requests" ADD COLUMN "site_language" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "site_language" text;