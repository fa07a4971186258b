CREATE TYPE "public"."consent_status" AS ENUM('not-needed', 'awaiting-guardian', 'signed');--> statement-breakpoint
CREATE TYPE "public"."link_purpose" AS ENUM('my-registration', 'guardian-consent');--> statement-breakpoint
CREATE TABLE "guardian_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"guardian_name" text NOT NULL,
	"relationship" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"signature" text NOT NULL,
	"photo_consent" boolean NOT NULL,
	"waiver_hash" text NOT NULL,
	"ip_address" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_consents_registration_id_unique" UNIQUE("registration_id")
);
--> statement-breakpoint
CREATE TABLE "registration_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"purpose" "link_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "consent_status" "consent_status" DEFAULT 'not-needed' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "refund_due_cents" integer;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_links" ADD CONSTRAINT "registration_links_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_links_registration_idx" ON "registration_links" USING btree ("registration_id");