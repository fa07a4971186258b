ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'stripe' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "seat_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "overbooked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "person_key" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "override_reason" text;--> statement-breakpoint
-- Earlier registrations get their person key, the oldest active one per program and person only: any
-- duplicates stored before this rule stay as they are, visible to staff, without breaking the index.
UPDATE "registrations" SET "person_key" = keyed.key FROM (
  SELECT DISTINCT ON ("program_id", key) "id", key FROM (
    SELECT "id", "program_id", lower(regexp_replace("first_name", '\s', '', 'g')) || '|' || lower(regexp_replace("last_name", '\s', '', 'g')) || '|' || "date_of_birth" AS key
    FROM "registrations" WHERE "registration_status" = 'active'
  ) AS people ORDER BY "program_id", key, "id"
) AS keyed WHERE "registrations"."id" = keyed."id";--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_person_active_idx" ON "registrations" USING btree ("program_id","person_key") WHERE "registrations"."registration_status" = 'active';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" in ('stripe', 'cash', 'check', 'other'));