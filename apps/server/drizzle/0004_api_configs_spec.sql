ALTER TABLE "api_configs" ALTER COLUMN "priority" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "api_configs" ADD COLUMN "type" text DEFAULT 'api_key' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_configs" ADD COLUMN "curl_command" text;--> statement-breakpoint
ALTER TABLE "api_configs" ADD COLUMN "answer_path" text;--> statement-breakpoint
ALTER TABLE "api_configs" ADD COLUMN "rate_limit_per_hour" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_configs" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_configs" ADD COLUMN "last_reset" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "writer" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "model" text;--> statement-breakpoint
CREATE INDEX "api_configs_priority_idx" ON "api_configs" USING btree ("priority");--> statement-breakpoint
ALTER TABLE "api_configs" ADD CONSTRAINT "api_configs_priority_min" CHECK ("api_configs"."priority" >= 1);--> statement-breakpoint
ALTER TABLE "api_configs" ADD CONSTRAINT "api_configs_rate_limit_min" CHECK ("api_configs"."rate_limit_per_hour" >= 1);