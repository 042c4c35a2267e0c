-- Stamping the products of changed rows (0015) looked them up with `id IN (SELECT … FROM new_rows)`. The planner
-- cannot see into a transition table, and under a fresh catalogue's statistics it answered with a hash join over a
-- scan of all products: once per statement, so a 1M-product seed slowed down with every chunk it wrote. An array
-- of the distinct ids makes it an index search per product, whatever the statistics say.
CREATE OR REPLACE FUNCTION "products_touch_from_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE products SET updated_at = now()
      WHERE id = ANY (ARRAY(SELECT DISTINCT product_id FROM new_rows)) AND updated_at <> now();
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE products SET updated_at = now()
      WHERE id = ANY (ARRAY(SELECT DISTINCT product_id FROM old_rows)) AND updated_at <> now();
  END IF;
  RETURN NULL;
END
$$;
