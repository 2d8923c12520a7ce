-- Search indexes, second round: measured through D1 with `npm run bench:search` (100,000 listings).
--
-- 0002's narrow sort and place indexes made SQLite read a table row per index entry whenever a
-- filter column was outside them, and D1 keeps only average statistics (sqlite_stat1, no
-- histograms), so SQLite cannot tell Budapest (a third of all listings) from a village: a search
-- for Otthon Start flats in Budapest, cheapest first, read 45,000 rows and took 40-50 ms.
-- Here every franchise sort index and every place index holds every filter column after its keys,
-- like the search indexes of 0002: a page walks the index in order and checks the filters
-- inside it, stopping after the page; the total count never reads a table row; a place index is
-- never worse than the franchise's whole search index, so trusting it is safe for big places too.
-- The price of this: wider indexes on disk and more index writes per listing written.
-- (Offices keep 0002's indexes: an office search always reads its own search index, see
-- worker/cms/search/searchQuery.ts.)

DROP INDEX properties_franchise_newest;
DROP INDEX properties_franchise_price_per_m2;
DROP INDEX properties_franchise_size;
DROP INDEX properties_city;
DROP INDEX properties_district;
DROP INDEX properties_neighbourhood;

-- Sort orders of a franchise. The search index of 0002 already serves the price order.
CREATE INDEX properties_franchise_newest ON properties (
  franchise_id, sale_status, created_at,
  price, property_type, rooms, default_size, net_size, lot_size, price_per_m2,
  otthon_start, furnished, condition, energy_certificate, building_condition, floor, surrounding, structure, accessibility,
  heating, cooling, orientation, car, outlook, noisiness, disabled, garden, terrace, airbnb, insulation,
  public_utility_mask, equipment_mask, discounts_mask, county_id, city_id, district_id, neighbourhood_id
);
CREATE INDEX properties_franchise_price_per_m2 ON properties (
  franchise_id, sale_status, price_per_m2,
  price, property_type, rooms, default_size, net_size, lot_size, created_at,
  otthon_start, furnished, condition, energy_certificate, building_condition, floor, surrounding, structure, accessibility,
  heating, cooling, orientation, car, outlook, noisiness, disabled, garden, terrace, airbnb, insulation,
  public_utility_mask, equipment_mask, discounts_mask, county_id, city_id, district_id, neighbourhood_id
);
-- The size order is by floor area, or plot area for a plot (as price_per_m2 is computed), so
-- plots, which have no floor area, do not all sort first; queries must write this expression as is.
CREATE INDEX properties_franchise_size ON properties (
  franchise_id, sale_status, coalesce(default_size, lot_size),
  price, property_type, rooms, default_size, net_size, lot_size, price_per_m2, created_at,
  otthon_start, furnished, condition, energy_certificate, building_condition, floor, surrounding, structure, accessibility,
  heating, cooling, orientation, car, outlook, noisiness, disabled, garden, terrace, airbnb, insulation,
  public_utility_mask, equipment_mask, discounts_mask, county_id, city_id, district_id, neighbourhood_id
);

-- Places of the city multi-select (a county is searched through its cities). Price right after
-- the franchise: a price range seeks and, for one place, the price order needs no sorting.
CREATE INDEX properties_city ON properties (
  city_id, sale_status, franchise_id, price,
  office_id, property_type, rooms, default_size, net_size, lot_size, price_per_m2, created_at,
  otthon_start, furnished, condition, energy_certificate, building_condition, floor, surrounding, structure, accessibility,
  heating, cooling, orientation, car, outlook, noisiness, disabled, garden, terrace, airbnb, insulation,
  public_utility_mask, equipment_mask, discounts_mask, county_id, district_id, neighbourhood_id
);
CREATE INDEX properties_district ON properties (
  district_id, sale_status, franchise_id, price,
  office_id, property_type, rooms, default_size, net_size, lot_size, price_per_m2, created_at,
  otthon_start, furnished, condition, energy_certificate, building_condition, floor, surrounding, structure, accessibility,
  heating, cooling, orientation, car, outlook, noisiness, disabled, garden, terrace, airbnb, insulation,
  public_utility_mask, equipment_mask, discounts_mask, county_id, city_id, neighbourhood_id
);
CREATE INDEX properties_neighbourhood ON properties (
  neighbourhood_id, sale_status, franchise_id, price,
  office_id, property_type, rooms, default_size, net_size, lot_size, price_per_m2, created_at,
  otthon_start, furnished, condition, energy_certificate, building_condition, floor, surrounding, structure, accessibility,
  heating, cooling, orientation, car, outlook, noisiness, disabled, garden, terrace, airbnb, insulation,
  public_utility_mask, equipment_mask, discounts_mask, county_id, city_id, district_id
);
