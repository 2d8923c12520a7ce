-- Where a listing is on the map (issue 37): WGS 84 latitude and longitude, and how precise they are.
-- 'exact': the building; 'street': somewhere on its street; 'area': only the neighbourhood, for owners who
-- do not want the house shown (the map draws an area, never a pin, and the site never sends a finer point).
-- A listing without coordinates stays in the list and is counted as "not on the map".
ALTER TABLE properties ADD COLUMN latitude REAL CHECK (latitude IS NULL OR latitude BETWEEN -90 AND 90);
ALTER TABLE properties ADD COLUMN longitude REAL CHECK (longitude IS NULL OR longitude BETWEEN -180 AND 180);
ALTER TABLE properties ADD COLUMN location_precision TEXT CHECK (location_precision IS NULL OR location_precision IN ('exact', 'street', 'area'));

-- The map's bounding-box reads: each unit's listings by latitude, then longitude.
CREATE INDEX properties_franchise_location ON properties (franchise_id, sale_status, latitude, longitude) WHERE latitude IS NOT NULL;
CREATE INDEX properties_office_location ON properties (office_id, sale_status, latitude, longitude) WHERE latitude IS NOT NULL;
