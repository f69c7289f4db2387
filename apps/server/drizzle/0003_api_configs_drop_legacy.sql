ALTER TABLE "api_configs" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "api_configs" DROP COLUMN "curl_template";--> statement-breakpoint
ALTER TABLE "api_configs" DROP COLUMN "hourly_limit";