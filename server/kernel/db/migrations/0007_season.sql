CREATE TYPE "public"."announcement_kind" AS ENUM('schedule-change', 'announcement');--> statement-breakpoint
CREATE TYPE "public"."attendance_status" AS ENUM('present', 'absent', 'excused');--> statement-breakpoint
CREATE TYPE "public"."waitlist_status" AS ENUM('waiting', 'offered', 'accepted', 'expired', 'removed');--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer,
	"kind" "announcement_kind" NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"registration_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"status" "attendance_status" NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_registration_id_session_id_pk" PRIMARY KEY("registration_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"registration_id" integer,
	"program_id" integer,
	"official_name" text NOT NULL,
	"email" text NOT NULL,
	"certification_name" text NOT NULL,
	"level" text NOT NULL,
	"program_name" text NOT NULL,
	"test_score" integer,
	"issued_on" text NOT NULL,
	"expires_on" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"renewal_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "program_certifications" (
	"program_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"validity_months" integer NOT NULL,
	"min_attendance_percent" integer NOT NULL,
	"min_test_score" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text,
	"venue_name" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"registration_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_registration_id_session_id_days_before_pk" PRIMARY KEY("registration_id","session_id","days_before")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"position" integer NOT NULL,
	"status" "waitlist_status" DEFAULT 'waiting' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"package_type" text NOT NULL,
	"equipment_bundle" boolean DEFAULT false NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"registration_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_offer_token_hash_unique" UNIQUE("offer_token_hash")
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "what_to_bring" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "waitlist_entry_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "certificate_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "days_before" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "seat_hold_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "waitlist_offer_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "seats_left_shown_from" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_session_id_program_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."program_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_certifications" ADD CONSTRAINT "program_certifications_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_sessions" ADD CONSTRAINT "program_sessions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_session_id_program_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."program_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_session_idx" ON "attendance" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_registration_live_idx" ON "certificates" USING btree ("registration_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_expires_idx" ON "certificates" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "program_sessions_program_idx" ON "program_sessions" USING btree ("program_id","date","start_time");--> statement-breakpoint
CREATE INDEX "waitlist_entries_program_idx" ON "waitlist_entries" USING btree ("program_id","status","position");--> statement-breakpoint
-- A program that already has a start gets it as its one session (its venue and address too).
INSERT INTO "program_sessions" ("program_id", "date", "start_time", "venue_name", "address")
SELECT "id", "start_date", COALESCE("start_time", '09:00'), "location_name", "location" FROM "programs" WHERE "start_date" IS NOT NULL;
