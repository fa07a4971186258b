CREATE TABLE "settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"admin_notify_email" text,
	"email_sender_name" text NOT NULL,
	"minimum_age" integer NOT NULL,
	"guardian_consent" boolean NOT NULL,
	"self_cancel_until_days" integer,
	"fee_kept_kind" text NOT NULL,
	"fee_kept_hundredths" integer NOT NULL,
	"refund_mode" text NOT NULL,
	"reminder_days_before" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"backup_keep" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1),
	CONSTRAINT "settings_fee_kept_kind" CHECK ("settings"."fee_kept_kind" in ('dollars', 'percent')),
	CONSTRAINT "settings_refund_mode" CHECK ("settings"."refund_mode" in ('automatic', 'approval'))
);
