CREATE TABLE "application_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"description" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter_template_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "page_size" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_revisions" ADD CONSTRAINT "application_revisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_revisions_number_idx" ON "application_revisions" USING btree ("application_id","number");