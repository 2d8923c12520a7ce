-- Precomputed price statistics (docs/decisions/026-precomputed-market-figures.md): the answer of
-- GET /api/cms/market-prices per unit and place, so a statistics page reads one row by its key
-- instead of every listing of the place.
--
-- Listing writes mark the rows of the places they touch stale, in the same statement (the triggers
-- below); the Cron Trigger recomputes stale rows outside visitors' requests
-- (worker/cms/market/marketFigures.ts, refreshMarketFigures). A row that is missing is computed by
-- the request that needs it and stored.

CREATE TABLE market_figures (
  unit_type TEXT NOT NULL CHECK (unit_type IN ('franchise', 'office')),
  unit_id INTEGER NOT NULL,
  -- The page's place slug; '' for the unit's whole scope (/ingatlanarak).
  slug TEXT NOT NULL,
  -- The place the slug names, as the triggers find it from a listing: the scope is ('scope', 0).
  place_kind TEXT NOT NULL CHECK (place_kind IN ('scope', 'county', 'city', 'district')),
  place_id INTEGER NOT NULL,
  -- Bumped by every listing change in the place: a computation that read `changes` = n and finds
  -- it still n when it writes has missed no change (computed_changes = n).
  changes INTEGER NOT NULL DEFAULT 0,
  computed_changes INTEGER,
  -- UTC ISO 8601. stale_since: the first change the answer does not have; NULL when it has them all.
  stale_since TEXT,
  computed_at TEXT,
  -- The code's format of the answer (marketFiguresFormat); another format is recomputed.
  format INTEGER,
  -- The call's data as JSON; NULL until first computed. Last: a row's keys are read without it.
  answer TEXT,
  PRIMARY KEY (unit_type, unit_id, slug)
);

-- The triggers find a listing's rows by unit and place.
CREATE INDEX market_figures_place ON market_figures (unit_type, unit_id, place_kind, place_id);
-- The Cron Trigger's work: stale rows, the longest stale first ...
CREATE INDEX market_figures_stale ON market_figures (stale_since) WHERE stale_since IS NOT NULL;
-- ... and rows computed before the current month (their 12-month trend ends a month early).
CREATE INDEX market_figures_computed ON market_figures (computed_at);

-- The rows a listing's figures are part of: its franchise's and its office's, each for the scope,
-- the county (through its city, as the search finds a county), the city and the Budapest district.
-- Only listings the statistics count (flats, houses and plots for sale or rent with a price per m²).
CREATE VIEW listing_market_places (property_id, unit_type, unit_id, place_kind, place_id) AS
SELECT p.id, u.unit_type,
  CASE u.unit_type WHEN 'franchise' THEN p.franchise_id ELSE p.office_id END,
  k.place_kind,
  CASE k.place_kind WHEN 'scope' THEN 0 WHEN 'county' THEN c.county_id WHEN 'city' THEN p.city_id ELSE p.district_id END
FROM properties p
LEFT JOIN cities c ON c.id = p.city_id
CROSS JOIN (SELECT 'franchise' AS unit_type UNION ALL SELECT 'office') u
CROSS JOIN (SELECT 'scope' AS place_kind UNION ALL SELECT 'county' UNION ALL SELECT 'city' UNION ALL SELECT 'district') k
WHERE p.sale_status IN (0, 1) AND p.property_type IN (1, 2, 3) AND p.price_per_m2 IS NOT NULL;

-- Each trigger marks the rows of one listing's places as of the row it can see: AFTER an insert or an
-- update (the new places), BEFORE an update or a delete (the old places, while the row still has them).
-- The columns the statistics read: status, type, price and sizes (price_per_m2), date, places, units.
CREATE TRIGGER market_figures_listing_inserted AFTER INSERT ON properties
BEGIN
  UPDATE market_figures SET changes = changes + 1, stale_since = coalesce(stale_since, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  WHERE (unit_type, unit_id, place_kind, place_id) IN (SELECT unit_type, unit_id, place_kind, place_id FROM listing_market_places WHERE property_id = NEW.id);
END;

CREATE TRIGGER market_figures_listing_leaving BEFORE UPDATE OF sale_status, property_type, price, default_size, lot_size, created_at, county_id, city_id, district_id, neighbourhood_id, franchise_id, office_id ON properties
BEGIN
  UPDATE market_figures SET changes = changes + 1, stale_since = coalesce(stale_since, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  WHERE (unit_type, unit_id, place_kind, place_id) IN (SELECT unit_type, unit_id, place_kind, place_id FROM listing_market_places WHERE property_id = OLD.id);
END;

CREATE TRIGGER market_figures_listing_updated AFTER UPDATE OF sale_status, property_type, price, default_size, lot_size, created_at, county_id, city_id, district_id, neighbourhood_id, franchise_id, office_id ON properties
BEGIN
  UPDATE market_figures SET changes = changes + 1, stale_since = coalesce(stale_since, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  WHERE (unit_type, unit_id, place_kind, place_id) IN (SELECT unit_type, unit_id, place_kind, place_id FROM listing_market_places WHERE property_id = NEW.id);
END;

CREATE TRIGGER market_figures_listing_deleted BEFORE DELETE ON properties
BEGIN
  UPDATE market_figures SET changes = changes + 1, stale_since = coalesce(stale_since, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  WHERE (unit_type, unit_id, place_kind, place_id) IN (SELECT unit_type, unit_id, place_kind, place_id FROM listing_market_places WHERE property_id = OLD.id);
END;

-- A price change moves the 12-month trend.
CREATE TRIGGER market_figures_price_change_inserted AFTER INSERT ON property_price_changes
BEGIN
  UPDATE market_figures SET changes = changes + 1, stale_since = coalesce(stale_since, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  WHERE (unit_type, unit_id, place_kind, place_id) IN (SELECT unit_type, unit_id, place_kind, place_id FROM listing_market_places WHERE property_id = NEW.property_id);
END;

CREATE TRIGGER market_figures_price_change_updated AFTER UPDATE ON property_price_changes
BEGIN
  UPDATE market_figures SET changes = changes + 1, stale_since = coalesce(stale_since, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  WHERE (unit_type, unit_id, place_kind, place_id) IN (SELECT unit_type, unit_id, place_kind, place_id FROM listing_market_places WHERE property_id IN (OLD.property_id, NEW.property_id));
END;

CREATE TRIGGER market_figures_price_change_deleted AFTER DELETE ON property_price_changes
BEGIN
  UPDATE market_figures SET changes = changes + 1, stale_since = coalesce(stale_since, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  WHERE (unit_type, unit_id, place_kind, place_id) IN (SELECT unit_type, unit_id, place_kind, place_id FROM listing_market_places WHERE property_id = OLD.property_id);
END;

-- A unit that is gone has no figures to serve.
CREATE TRIGGER market_figures_franchise_deleted AFTER DELETE ON franchises
BEGIN
  DELETE FROM market_figures WHERE unit_type = 'franchise' AND unit_id = OLD.id;
END;

CREATE TRIGGER market_figures_office_deleted AFTER DELETE ON offices
BEGIN
  DELETE FROM market_figures WHERE unit_type = 'office' AND unit_id = OLD.id;
END;
