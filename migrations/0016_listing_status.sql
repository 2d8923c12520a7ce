-- Listings no longer offered: sold, or withdrawn by the office. A listing leaves `properties` when it
-- leaves the market (every search, count, statistic and sitemap reads only offered listings, so none of
-- them needs a status filter or wider indexes) and keeps a row here with what its former address shows:
-- that it was sold or withdrawn (410, not 404), and the place, type and sale status to suggest similar
-- listings by. An id in neither table never existed. A listing that comes back is offered again: the
-- trigger drops its row here, so a page never reads both.
CREATE TABLE off_market_listings (
  id INTEGER PRIMARY KEY,
  franchise_id INTEGER NOT NULL,
  office_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('sold', 'withdrawn')),
  -- As in properties: 0 for sale, 1 for rent, 2 property lease.
  sale_status INTEGER NOT NULL CHECK (sale_status IN (0, 1, 2)),
  property_type INTEGER NOT NULL,
  -- The last asking price (forints; a monthly fee for a rent): similar listings are sorted by closeness to it.
  price INTEGER NOT NULL CHECK (price > 0),
  county_id INTEGER NOT NULL,
  city_id INTEGER NOT NULL,
  district_id INTEGER,
  -- UTC, as D1 writes datetime('now') (the other tables' timestamps).
  left_at TEXT NOT NULL DEFAULT (datetime('now')),
  FOREIGN KEY (office_id, franchise_id) REFERENCES offices (id, franchise_id),
  FOREIGN KEY (city_id, county_id) REFERENCES cities (id, county_id),
  FOREIGN KEY (district_id, city_id) REFERENCES districts (id, city_id)
);

CREATE TRIGGER off_market_listing_offered_again AFTER INSERT ON properties
BEGIN
  DELETE FROM off_market_listings WHERE id = NEW.id;
END;
