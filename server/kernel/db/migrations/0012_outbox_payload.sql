ALTER TABLE "email_outbox" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Each row's record moves to subject_id (which one its template's kind names) and its other ids to the payload, so rows queued before the upgrade are sent as before.
UPDATE "email_outbox" SET "subject_id" = CASE
    WHEN "template" IN ('waitlistJoined', 'waitlistOffer') THEN "waitlist_entry_id"
    WHEN "template" = 'adminContactNotification' THEN "contact_id"
    WHEN "template" IN ('certificateIssued', 'certificateRenewal') THEN "certificate_id"
    ELSE "registration_id" END,
  "payload" = jsonb_strip_nulls(jsonb_build_object(
    'registrationId', "registration_id", 'contactId', "contact_id", 'paymentId', "payment_id", 'sessionId', "session_id",
    'waitlistEntryId', "waitlist_entry_id", 'certificateId', "certificate_id", 'announcementId', "announcement_id", 'daysBefore', "days_before"
  )) - CASE
    WHEN "template" IN ('waitlistJoined', 'waitlistOffer') THEN 'waitlistEntryId'
    WHEN "template" = 'adminContactNotification' THEN 'contactId'
    WHEN "template" IN ('certificateIssued', 'certificateRenewal') THEN 'certificateId'
    ELSE 'registrationId' END;--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "registration_id";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "contact_id";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "payment_id";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "session_id";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "waitlist_entry_id";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "certificate_id";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "announcement_id";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "days_before";