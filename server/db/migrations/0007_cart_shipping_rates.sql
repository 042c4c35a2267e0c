CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"zone" smallint NOT NULL,
	"method_id" text NOT NULL,
	"name" text NOT NULL,
	"base" numeric(19, 4) DEFAULT '0' NOT NULL,
	"per_lb" numeric(19, 4) DEFAULT '0' NOT NULL,
	"factor" numeric(9, 4),
	"minimum" numeric(19, 4) DEFAULT '0' NOT NULL,
	"surcharge" numeric(19, 4) DEFAULT '0' NOT NULL,
	"eta" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_method_uq" ON "shipping_rates" USING btree ("mode","zone","method_id");
--> statement-breakpoint
-- The starting rate table (cart-shipping.ts defaultShippingRates).
INSERT INTO "shipping_rates" ("mode", "zone", "method_id", "name", "base", "per_lb", "factor", "minimum", "surcharge", "eta", "sort_order") VALUES
  ('parcel', 1, 'ground', 'Ground', 7.95, 0.45, NULL, 0, 0, '1-2 business days', 1),
  ('parcel', 1, 'two_day', '2-Day', 0, 0, 2.2, 14.95, 0, '2 business days', 2),
  ('parcel', 1, 'next_day', 'Next Day', 0, 0, 3.6, 29.95, 0, '1 business day', 3),
  ('freight', 1, 'ltl', 'LTL Freight', 95, 0.18, NULL, 0, 0, '2-4 business days', 1),
  ('freight', 1, 'ltl_liftgate', 'LTL Freight with Liftgate', 95, 0.18, NULL, 0, 75, '2-4 business days', 2),
  ('parcel', 2, 'ground', 'Ground', 9.45, 0.65, NULL, 0, 0, '2-3 business days', 1),
  ('parcel', 2, 'two_day', '2-Day', 0, 0, 2.2, 14.95, 0, '2 business days', 2),
  ('parcel', 2, 'next_day', 'Next Day', 0, 0, 3.6, 29.95, 0, '1 business day', 3),
  ('freight', 2, 'ltl', 'LTL Freight', 125, 0.24, NULL, 0, 0, '3-5 business days', 1),
  ('freight', 2, 'ltl_liftgate', 'LTL Freight with Liftgate', 125, 0.24, NULL, 0, 75, '3-5 business days', 2),
  ('parcel', 3, 'ground', 'Ground', 11.95, 0.85, NULL, 0, 0, '3-5 business days', 1),
  ('parcel', 3, 'two_day', '2-Day', 0, 0, 2.2, 14.95, 0, '2 business days', 2),
  ('parcel', 3, 'next_day', 'Next Day', 0, 0, 3.6, 29.95, 0, '1 business day', 3),
  ('freight', 3, 'ltl', 'LTL Freight', 165, 0.32, NULL, 0, 0, '4-7 business days', 1),
  ('freight', 3, 'ltl_liftgate', 'LTL Freight with Liftgate', 165, 0.32, NULL, 0, 75, '4-7 business days', 2),
  ('parcel', 4, 'ground', 'Ground', 24.95, 1.95, NULL, 0, 0, '5-8 business days', 1),
  ('parcel', 4, 'two_day', '2-Day', 0, 0, 2.2, 14.95, 0, '2 business days', 2),
  ('freight', 4, 'ltl', 'LTL Freight', 325, 0.65, NULL, 0, 0, '7-12 business days', 1),
  ('freight', 4, 'ltl_liftgate', 'LTL Freight with Liftgate', 325, 0.65, NULL, 0, 75, '7-12 business days', 2),
  ('parcel', 5, 'standard_international', 'Standard International', 29.95, 1.6, NULL, 0, 0, '6-10 business days', 1),
  ('parcel', 5, 'express_international', 'Express International', 0, 0, 2.5, 39.95, 0, '3-5 business days', 2),
  ('freight', 5, 'ltl', 'LTL Freight', 295, 0.55, NULL, 0, 0, '7-12 business days', 1),
  ('freight', 5, 'ltl_liftgate', 'LTL Freight with Liftgate', 295, 0.55, NULL, 0, 75, '7-12 business days', 2),
  ('parcel', 6, 'standard_international', 'Standard International', 34.95, 1.9, NULL, 0, 0, '7-12 business days', 1),
  ('parcel', 6, 'express_international', 'Express International', 0, 0, 2.5, 39.95, 0, '3-5 business days', 2),
  ('freight', 6, 'ltl', 'LTL Freight', 345, 0.6, NULL, 0, 0, '8-14 business days', 1),
  ('freight', 6, 'ltl_liftgate', 'LTL Freight with Liftgate', 345, 0.6, NULL, 0, 75, '8-14 business days', 2),
  ('parcel', 7, 'standard_international', 'Standard International', 49.95, 3.5, NULL, 0, 0, '10-20 business days', 1),
  ('parcel', 7, 'express_international', 'Express International', 0, 0, 2.5, 39.95, 0, '3-5 business days', 2),
  ('freight', 7, 'freight_international', 'International Freight', 650, 1.2, NULL, 0, 0, '15-30 business days', 1)
ON CONFLICT DO NOTHING;
