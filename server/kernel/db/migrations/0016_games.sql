CREATE TABLE "calendar_feeds" (
	"email" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"override_reason" text,
	"overridden_reasons" jsonb,
	"decline_reason" text,
	"assigned_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"worked" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"observer" text NOT NULL,
	"mechanics" integer NOT NULL,
	"positioning" integer NOT NULL,
	"communication" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_evaluations_assignment_id_unique" UNIQUE("assignment_id")
);
--> statement-breakpoint
CREATE TABLE "game_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"certification" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"length_minutes" integer NOT NULL,
	"venue" text NOT NULL,
	"address" text NOT NULL,
	"level" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"minimum_age" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_profiles" (
	"email" text PRIMARY KEY NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocked_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"daily_limit" integer,
	"home_address" text,
	"home_postal_code" text,
	"affiliations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "travel_buffer_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_assignments" ADD CONSTRAINT "game_assignments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_assignments" ADD CONSTRAINT "game_assignments_position_id_game_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."game_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_evaluations" ADD CONSTRAINT "game_evaluations_assignment_id_game_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."game_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_positions" ADD CONSTRAINT "game_positions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_assignments_holder_idx" ON "game_assignments" USING btree ("position_id") WHERE "game_assignments"."status" in ('assigned', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "game_assignments_request_idx" ON "game_assignments" USING btree ("position_id","email") WHERE "game_assignments"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "game_assignments_email_idx" ON "game_assignments" USING btree ("email");--> statement-breakpoint
CREATE INDEX "game_assignments_game_idx" ON "game_assignments" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_positions_game_name_idx" ON "game_positions" USING btree ("game_id",lower("name"));--> statement-breakpoint
CREATE INDEX "games_starts_at_idx" ON "games" USING btree ("starts_at");