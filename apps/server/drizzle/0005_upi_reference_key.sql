DROP INDEX "orders_upi_reference_live_uq";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upi_reference_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upi_reference_reuse_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: the reference without spaces and separators, upper-cased (upiReferenceKey() in orders).
UPDATE "orders" SET "upi_reference_key" = upper(regexp_replace("upi_reference", '[^A-Za-z0-9]', '', 'g'))
  WHERE "upi_reference" IS NOT NULL;--> statement-breakpoint
-- Proofs under review or approved that only differed in separators were accepted before: each of
-- them counts the others as reuse attempts (the admin sees the warning on every one) ...
WITH "ranked" AS (
  SELECT "id", "upi_reference_key",
    row_number() OVER (PARTITION BY "upi_reference_key" ORDER BY "created_at", "id") AS "n",
    count(*) OVER (PARTITION BY "upi_reference_key") AS "total"
  FROM "orders"
  WHERE "upi_reference_key" IS NOT NULL AND "status" IN ('pending', 'paid')
)
UPDATE "orders" SET "upi_reference_reuse_attempts" = "orders"."upi_reference_reuse_attempts" + "ranked"."total" - 1
  FROM "ranked" WHERE "ranked"."id" = "orders"."id" AND "ranked"."total" > 1;--> statement-breakpoint
-- ... the oldest keeps the key, and the later ones get a key of their own (suffixed with their id)
-- so the unique index can be built.
WITH "ranked" AS (
  SELECT "id",
    row_number() OVER (PARTITION BY "upi_reference_key" ORDER BY "created_at", "id") AS "n"
  FROM "orders"
  WHERE "upi_reference_key" IS NOT NULL AND "status" IN ('pending', 'paid')
)
UPDATE "orders" SET "upi_reference_key" = "orders"."upi_reference_key" || ':' || "orders"."id"
  FROM "ranked" WHERE "ranked"."id" = "orders"."id" AND "ranked"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_upi_reference_key_live_uq" ON "orders" USING btree ("upi_reference_key") WHERE "orders"."upi_reference_key" is not null and "orders"."status" in ('pending', 'paid');
