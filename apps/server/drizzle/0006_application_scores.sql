ALTER TABLE "applications" ADD COLUMN "scores" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "suggestions" jsonb;