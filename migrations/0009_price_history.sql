-- Price history: each change of a listing's asking price, so its page can show how the price moved
-- and the search can find and order listings by their latest price reduction.
--
-- properties.price stays the current price; a change records the price before and after it. The
-- latest change, when it was a reduction, is copied onto the listing (price_reduced_at and
-- price_before_reduction) by the trigger below whenever a change is written, so the card's badge,
-- the "Csak árcsökkentett" filter and the "Legutóbb árcsökkentett" order read the listing's own row
-- and a partial index instead of the history.

CREATE TABLE property_price_changes (
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  -- UTC, as created_at: 'YYYY-MM-DD HH:MM:SS'.
  changed_at TEXT NOT NULL,
  old_price INTEGER NOT NULL CHECK (old_price > 0),
  new_price INTEGER NOT NULL CHECK (new_price > 0 AND new_price != old_price),
  PRIMARY KEY (property_id, changed_at)
) WITHOUT ROWID;

ALTER TABLE properties ADD COLUMN price_reduced_at TEXT;
ALTER TABLE properties ADD COLUMN price_before_reduction INTEGER;

-- Only reduced listings are in these: a query must say `price_reduced_at IS NOT NULL` for SQLite to use them.
CREATE INDEX properties_franchise_price_reduced ON properties (franchise_id, sale_status, price_reduced_at) WHERE price_reduced_at IS NOT NULL;
CREATE INDEX properties_office_price_reduced ON properties (office_id, sale_status, price_reduced_at) WHERE price_reduced_at IS NOT NULL;

-- The latest change decides: a reduction sets the badge's fields, an increase clears them.
-- A change written with an earlier date than the latest (a late correction) leaves them alone.
CREATE TRIGGER property_price_changes_latest AFTER INSERT ON property_price_changes
WHEN NOT EXISTS (SELECT 1 FROM property_price_changes WHERE property_id = NEW.property_id AND changed_at > NEW.changed_at)
BEGIN
  UPDATE properties SET
    price_reduced_at = CASE WHEN NEW.new_price < NEW.old_price THEN NEW.changed_at END,
    price_before_reduction = CASE WHEN NEW.new_price < NEW.old_price THEN NEW.old_price END
  WHERE id = NEW.property_id;
END;
