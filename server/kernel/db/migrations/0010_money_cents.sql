-- Issue 28: money is whole cents inside the product, as the payments ledger already keeps it; SPEC's API
-- fields stay whole dollars (common/money.ts converts). A registration's fee and a program's price move
-- to columns named in cents, their stored dollars converted; each price tier's "price" (dollars) becomes
-- "priceCents", the tiers' order and other keys kept.
ALTER TABLE "registrations" RENAME COLUMN "payment_amount" TO "payment_amount_cents";--> statement-breakpoint
UPDATE "registrations" SET "payment_amount_cents" = "payment_amount_cents" * 100;--> statement-breakpoint
ALTER TABLE "programs" RENAME COLUMN "price" TO "price_cents";--> statement-breakpoint
UPDATE "programs" SET "price_cents" = "price_cents" * 100 WHERE "price_cents" IS NOT NULL;--> statement-breakpoint
UPDATE "programs" SET "price_tiers" = (
  SELECT jsonb_agg((tier - 'price') || jsonb_build_object('priceCents', round((tier ->> 'price')::numeric * 100)::integer) ORDER BY position)
  FROM jsonb_array_elements("programs"."price_tiers") WITH ORDINALITY AS tiers(tier, position)
) WHERE jsonb_typeof("price_tiers") = 'array' AND jsonb_array_length("price_tiers") > 0;
