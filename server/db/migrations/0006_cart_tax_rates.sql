CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"state_province_id" integer,
	"item_rate" numeric(9, 6) NOT NULL,
	"shipping_rate" numeric(9, 6) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_state_province_id_state_provinces_id_fk" FOREIGN KEY ("state_province_id") REFERENCES "public"."state_provinces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_place_uq" ON "tax_rates" USING btree ("country_id",coalesce("state_province_id", 0));
--> statement-breakpoint
-- The starting tax table for databases whose countries are already there (a fresh database gets it from the seed).
INSERT INTO "tax_rates" ("country_id", "state_province_id", "item_rate", "shipping_rate")
SELECT c.id, s.id, v.item_rate, v.shipping_rate
FROM (VALUES
  ('US', 'AL', 0.092900, 0.000000),
  ('US', 'AK', 0.018200, 0.000000),
  ('US', 'AZ', 0.083800, 0.000000),
  ('US', 'AR', 0.094500, 0.094500),
  ('US', 'CA', 0.088500, 0.000000),
  ('US', 'CO', 0.078100, 0.000000),
  ('US', 'CT', 0.063500, 0.063500),
  ('US', 'DE', 0.000000, 0.000000),
  ('US', 'DC', 0.060000, 0.060000),
  ('US', 'FL', 0.070000, 0.000000),
  ('US', 'GA', 0.073800, 0.073800),
  ('US', 'HI', 0.045000, 0.045000),
  ('US', 'ID', 0.060300, 0.000000),
  ('US', 'IL', 0.088900, 0.000000),
  ('US', 'IN', 0.070000, 0.070000),
  ('US', 'IA', 0.069400, 0.000000),
  ('US', 'KS', 0.086500, 0.086500),
  ('US', 'KY', 0.060000, 0.060000),
  ('US', 'LA', 0.095600, 0.000000),
  ('US', 'ME', 0.055000, 0.000000),
  ('US', 'MD', 0.060000, 0.000000),
  ('US', 'MA', 0.062500, 0.000000),
  ('US', 'MI', 0.060000, 0.060000),
  ('US', 'MN', 0.080400, 0.080400),
  ('US', 'MS', 0.070600, 0.070600),
  ('US', 'MO', 0.083900, 0.000000),
  ('US', 'MT', 0.000000, 0.000000),
  ('US', 'NE', 0.069700, 0.069700),
  ('US', 'NV', 0.082400, 0.000000),
  ('US', 'NH', 0.000000, 0.000000),
  ('US', 'NJ', 0.066000, 0.066000),
  ('US', 'NM', 0.076200, 0.076200),
  ('US', 'NY', 0.085300, 0.085300),
  ('US', 'NC', 0.070000, 0.070000),
  ('US', 'ND', 0.069600, 0.069600),
  ('US', 'OH', 0.072400, 0.072400),
  ('US', 'OK', 0.089900, 0.000000),
  ('US', 'OR', 0.000000, 0.000000),
  ('US', 'PA', 0.063400, 0.063400),
  ('US', 'RI', 0.070000, 0.070000),
  ('US', 'SC', 0.075000, 0.075000),
  ('US', 'SD', 0.061100, 0.061100),
  ('US', 'TN', 0.095500, 0.095500),
  ('US', 'TX', 0.082000, 0.082000),
  ('US', 'UT', 0.072500, 0.000000),
  ('US', 'VT', 0.063600, 0.063600),
  ('US', 'VA', 0.057700, 0.000000),
  ('US', 'WA', 0.093800, 0.093800),
  ('US', 'WV', 0.065500, 0.065500),
  ('US', 'WI', 0.057000, 0.057000),
  ('US', 'WY', 0.054400, 0.000000),
  ('US', 'PR', 0.115000, 0.000000),
  ('CA', 'AB', 0.050000, 0.050000),
  ('CA', 'BC', 0.120000, 0.120000),
  ('CA', 'MB', 0.120000, 0.120000),
  ('CA', 'NB', 0.150000, 0.150000),
  ('CA', 'NL', 0.150000, 0.150000),
  ('CA', 'NS', 0.140000, 0.140000),
  ('CA', 'NT', 0.050000, 0.050000),
  ('CA', 'NU', 0.050000, 0.050000),
  ('CA', 'ON', 0.130000, 0.130000),
  ('CA', 'PE', 0.150000, 0.150000),
  ('CA', 'QC', 0.149750, 0.149750),
  ('CA', 'SK', 0.110000, 0.110000),
  ('CA', 'YT', 0.050000, 0.050000),
  ('CA', NULL, 0.050000, 0.050000),
  ('MX', NULL, 0.160000, 0.160000)
) AS v(iso, state, item_rate, shipping_rate)
JOIN "countries" c ON c.two_letter_iso_code = v.iso
LEFT JOIN "state_provinces" s ON s.country_id = c.id AND s.abbreviation = v.state
WHERE v.state IS NULL OR s.id IS NOT NULL
ON CONFLICT DO NOTHING;
