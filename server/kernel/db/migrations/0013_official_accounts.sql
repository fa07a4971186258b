CREATE TABLE "sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "official_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_links_created_idx" ON "sign_in_links" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "official_sessions_email_idx" ON "official_sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "official_sessions_expires_idx" ON "official_sessions" USING btree ("expires_at");