-- products.updated_at is what every server's search watch follows: the database stamps it on every insert and
-- update, whoever writes (the app, a SQL fix, an import), so no writer can forget it.
CREATE FUNCTION "products_stamp_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_stamp_updated_at" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_stamp_updated_at"();--> statement-breakpoint
-- A product's categories, specifications, interchanges and fitments are part of its search record: a change to
-- them stamps the product. Once per statement; a product already stamped in this transaction (inserted with its
-- rows, as the seed and imports do) is not written again.
CREATE FUNCTION "products_touch_from_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE products SET updated_at = now()
      WHERE id IN (SELECT product_id FROM new_rows) AND updated_at <> now();
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE products SET updated_at = now()
      WHERE id IN (SELECT product_id FROM old_rows) AND updated_at <> now();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_categories_touch_insert" AFTER INSERT ON "product_categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();--> statement-breakpoint
CREATE TRIGGER "product_categories_touch_update" AFTER UPDATE ON "product_categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();--> statement-breakpoint
CREATE TRIGGER "product_categories_touch_delete" AFTER DELETE ON "product_categories"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();--> statement-breakpoint
CREATE TRIGGER "product_specifications_touch_insert" AFTER INSERT ON "product_specifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();--> statement-breakpoint
CREATE TRIGGER "product_specifications_touch_update" AFTER UPDATE ON "product_specifications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();--> statement-breakpoint
CREATE TRIGGER "product_specifications_touch_delete" AFTER DELETE ON "product_specifications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();--> statement-breakpoint
CREATE TRIGGER "product_interchanges_touch_insert" AFTER INSERT ON "product_interchanges"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();--> statement-breakpoint
CREATE TRIGGER "product_interchanges_touch_update" AFTER UPDATE ON "product_interchanges"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();--> statement-breakpoint
CREATE TRIGGER "product_interchanges_touch_delete" AFTER DELETE ON "product_interchanges"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();--> statement-breakpoint
CREATE TRIGGER "product_fitments_touch_insert" AFTER INSERT ON "product_fitments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();--> statement-breakpoint
CREATE TRIGGER "product_fitments_touch_update" AFTER UPDATE ON "product_fitments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();--> statement-breakpoint
CREATE TRIGGER "product_fitments_touch_delete" AFTER DELETE ON "product_fitments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_touch_from_rows"();
