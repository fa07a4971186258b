ALTER TABLE "certificates" ADD COLUMN "test_score_source" text;--> statement-breakpoint
-- Scores stored before the online exam were all typed by staff.
UPDATE "certificates" SET "test_score_source" = 'typed' WHERE "test_score" IS NOT NULL;
