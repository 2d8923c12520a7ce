-- Listings and what they hang on: Hungarian geography, franchises, offices, sales agents,
-- properties with their images and multi-valued features, and CMS pages.
--
-- Listings belong to offices, offices to franchises. A franchise site sees its whole network's
-- listings, an office site its own office's, so a property carries both office_id and
-- franchise_id: the search then filters and sorts on one index per unit. Composite foreign
-- keys keep such copies equal to the parent's value (office -> franchise, agent -> office,
-- city -> county, district and neighbourhood -> city), so they cannot drift.
--
-- Dropdown-backed fields hold dropdown_options values (domain/dropdownOptions.ts). A listing has
-- one value for most of them (a column). public_utility, equipment and discounts may have
-- several: each is a bit mask column (<type>_mask, bit v-1 set for value v; valueMask and
-- maskValues in domain/dropdownOptions.ts), so "has any of these" is `(equipment_mask & ?) != 0`,
-- checked inside the search index. On 100,000 listings such a filter with its total count took
-- 25-40 ms through join tables (EXISTS or IN), 6-9 ms as a mask; option values stay within 1..53.

-- Geography. name_folded is the name without case and accents (domain/textSearch.ts
-- foldHungarian) for a LIKE search in SQL; the ids are those of domain/geography.

CREATE TABLE counties (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  name_folded TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('capital', 'county')),
  population INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  county_id INTEGER NOT NULL REFERENCES counties (id),
  name TEXT NOT NULL UNIQUE,
  name_folded TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('capital', 'county_seat', 'town', 'village')),
  population INTEGER NOT NULL DEFAULT 0,
  UNIQUE (id, county_id)
);
CREATE INDEX cities_county ON cities (county_id, population);
CREATE INDEX cities_name_folded ON cities (name_folded);

-- Budapest's districts; the id is the district number (1..23).
CREATE TABLE districts (
  id INTEGER PRIMARY KEY CHECK (id BETWEEN 1 AND 23),
  city_id INTEGER NOT NULL REFERENCES cities (id),
  roman TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE,
  nickname TEXT,
  population INTEGER NOT NULL DEFAULT 0,
  UNIQUE (id, city_id)
);

CREATE TABLE neighbourhoods (
  id INTEGER PRIMARY KEY,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  district_id INTEGER,
  name TEXT NOT NULL,
  name_folded TEXT NOT NULL,
  UNIQUE (city_id, name),
  UNIQUE (id, city_id),
  UNIQUE (id, district_id),
  FOREIGN KEY (district_id, city_id) REFERENCES districts (id, city_id)
);
CREATE INDEX neighbourhoods_name_folded ON neighbourhoods (name_folded);
CREATE INDEX neighbourhoods_district ON neighbourhoods (district_id);

-- The network.

CREATE TABLE franchises (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT,
  phone TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE offices (
  id INTEGER PRIMARY KEY,
  franchise_id INTEGER NOT NULL REFERENCES franchises (id),
  name TEXT NOT NULL,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  district_id INTEGER,
  address TEXT NOT NULL,
  phone TEXT,
  email TEXT,
  description TEXT,
  picture_url TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (id, franchise_id),
  FOREIGN KEY (district_id, city_id) REFERENCES districts (id, city_id)
);
CREATE INDEX offices_franchise ON offices (franchise_id, name);

CREATE TABLE sales_agents (
  id INTEGER PRIMARY KEY,
  office_id INTEGER NOT NULL REFERENCES offices (id),
  -- Hungarian order: family name first.
  fullname TEXT NOT NULL,
  photo_url TEXT,
  phone TEXT,
  email TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (id, office_id)
);
CREATE INDEX sales_agents_office ON sales_agents (office_id, fullname);

-- The agent's public profile page (SPEC: sales_man_profile.banner_url).
CREATE TABLE sales_man_profiles (
  agent_id INTEGER PRIMARY KEY REFERENCES sales_agents (id) ON DELETE CASCADE,
  banner_url TEXT,
  introduction TEXT
);

-- Listings.

CREATE TABLE properties (
  id INTEGER PRIMARY KEY,
  franchise_id INTEGER NOT NULL,
  office_id INTEGER NOT NULL,
  agent_id INTEGER,
  name TEXT NOT NULL,
  -- 0 for sale, 1 for rent, 2 property lease.
  sale_status INTEGER NOT NULL CHECK (sale_status IN (0, 1, 2)),
  property_type INTEGER NOT NULL,
  -- Forints; a rent or lease is the monthly fee.
  price INTEGER NOT NULL CHECK (price > 0),
  -- Square metres: floor area, net (usable) floor area, plot area.
  default_size INTEGER CHECK (default_size > 0),
  net_size INTEGER CHECK (net_size > 0),
  lot_size INTEGER CHECK (lot_size > 0),
  rooms INTEGER CHECK (rooms >= 0),
  -- For sorting by price per m²: a plot has no floor area and is priced by its land.
  price_per_m2 INTEGER GENERATED ALWAYS AS (CAST(round(price * 1.0 / coalesce(default_size, lot_size)) AS INTEGER)) STORED,
  condition INTEGER,
  energy_certificate INTEGER,
  building_condition INTEGER,
  floor INTEGER,
  surrounding INTEGER,
  structure INTEGER,
  accessibility INTEGER,
  heating INTEGER,
  cooling INTEGER,
  orientation INTEGER,
  car INTEGER,
  outlook INTEGER,
  noisiness INTEGER,
  disabled INTEGER,
  garden INTEGER,
  terrace INTEGER,
  airbnb INTEGER,
  insulation INTEGER,
  furnished INTEGER CHECK (furnished IN (0, 1)),
  public_utility_mask INTEGER NOT NULL DEFAULT 0,
  equipment_mask INTEGER NOT NULL DEFAULT 0,
  discounts_mask INTEGER NOT NULL DEFAULT 0,
  -- Precomputed by domain/otthonStart.ts (isOtthonStartEligible) whenever price, size, type or
  -- sale status is written, so the filter reads an index instead of evaluating the rule.
  otthon_start INTEGER NOT NULL DEFAULT 0 CHECK (otthon_start IN (0, 1)),
  main_image TEXT,
  og_image TEXT,
  county_id INTEGER NOT NULL,
  city_id INTEGER NOT NULL,
  district_id INTEGER,
  neighbourhood_id INTEGER,
  street TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now')),
  FOREIGN KEY (office_id, franchise_id) REFERENCES offices (id, franchise_id),
  FOREIGN KEY (agent_id, office_id) REFERENCES sales_agents (id, office_id),
  FOREIGN KEY (city_id, county_id) REFERENCES cities (id, county_id),
  FOREIGN KEY (district_id, city_id) REFERENCES districts (id, city_id),
  FOREIGN KEY (neighbourhood_id, city_id) REFERENCES neighbourhoods (id, city_id),
  FOREIGN KEY (neighbourhood_id, district_id) REFERENCES neighbourhoods (id, district_id)
);

-- The long texts live apart, so that the rows a search reads stay narrow: a filter on a
-- column outside its index reads the row, and a listing's description would triple its size.
CREATE TABLE property_descriptions (
  property_id INTEGER PRIMARY KEY REFERENCES properties (id) ON DELETE CASCADE,
  slogan TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT ''
);

-- Search indexes. Every search is scoped by unit (franchise_id or office_id), nearly always
-- by sale_status, then sorted, paged and counted. Measured on 100,000 generated listings.
-- 1. One wide "search" index per unit holds every filter column, so that any combination of
--    filters is checked inside the index and the total count never reads a table row. Price
--    comes right after the sale status: a price range seeks, a price sort needs no sorting.
--    (A narrow price index next to it tempted SQLite into reading rows for the other filters.)
-- 2. Narrow sort indexes (unit, sale_status, key) deliver a page in order; the row id after
--    the key breaks ties for a stable order. Type follows where cheap types sort first.
-- 3. Place indexes for the city multi-select, far more selective than a franchise. (A county
--    index is left out on purpose: with statistics SQLite skip-scanned its 20 values and read rows.)
-- A page query should select only ids (covered by these indexes) and then read those rows.
-- Run ANALYZE (or PRAGMA optimize) after loading data.
CREATE INDEX properties_franchise_search ON properties (
  franchise_id, sale_status, price, property_type, rooms, default_size, net_size, lot_size, price_per_m2, created_at,
  otthon_start, furnished, condition, energy_certificate, building_condition, floor, surrounding, structure, accessibility,
  heating, cooling, orientation, car, outlook, noisiness, disabled, garden, terrace, airbnb, insulation,
  public_utility_mask, equipment_mask, discounts_mask, county_id, city_id, district_id, neighbourhood_id
);
CREATE INDEX properties_office_search ON properties (
  office_id, sale_status, price, property_type, rooms, default_size, net_size, lot_size, price_per_m2, created_at,
  otthon_start, furnished, condition, energy_certificate, building_condition, floor, surrounding, structure, accessibility,
  heating, cooling, orientation, car, outlook, noisiness, disabled, garden, terrace, airbnb, insulation,
  public_utility_mask, equipment_mask, discounts_mask, county_id, city_id, district_id, neighbourhood_id
);
-- Sort orders. An office has few enough listings to sort them from its search index.
CREATE INDEX properties_franchise_newest ON properties (franchise_id, sale_status, created_at);
CREATE INDEX properties_office_newest ON properties (office_id, sale_status, created_at);
CREATE INDEX properties_franchise_price_per_m2 ON properties (franchise_id, sale_status, price_per_m2, property_type);
CREATE INDEX properties_franchise_size ON properties (franchise_id, sale_status, default_size, property_type);
-- Places.
CREATE INDEX properties_city ON properties (city_id, sale_status, franchise_id, office_id, property_type, price, created_at);
CREATE INDEX properties_district ON properties (district_id, sale_status, franchise_id, office_id, property_type, price, created_at);
CREATE INDEX properties_neighbourhood ON properties (neighbourhood_id, sale_status, franchise_id, office_id, property_type, price, created_at);
-- Otthon Start: only eligible listings (all for sale) are in these; a query must say
-- `otthon_start = 1` literally for SQLite to use a partial index.
CREATE INDEX properties_franchise_otthon_start ON properties (franchise_id, created_at) WHERE otthon_start = 1;
CREATE INDEX properties_office_otthon_start ON properties (office_id, created_at) WHERE otthon_start = 1;
-- An agent's page lists their listings.
CREATE INDEX properties_agent ON properties (agent_id, created_at);

CREATE TABLE property_images (
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  url TEXT NOT NULL,
  PRIMARY KEY (property_id, position)
) WITHOUT ROWID;

-- CMS pages, reached from menu entries as /oldal/{id}; owned by a unit like menu entries.
CREATE TABLE cms_pages (
  id INTEGER PRIMARY KEY,
  unit_type TEXT NOT NULL CHECK (unit_type IN ('franchise', 'office')),
  unit_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  -- Trusted HTML written in the CMS.
  content_html TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX cms_pages_unit ON cms_pages (unit_type, unit_id);
