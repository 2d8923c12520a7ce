-- The opening hours of an office, for its page and its structured data (schema.org
-- openingHoursSpecification): one row per opening interval of a weekday, so a lunch break is two
-- rows and a closed day has none. Numbered 0005: 0004 is taken by another branch's migration.
CREATE TABLE office_opening_hours (
  office_id INTEGER NOT NULL REFERENCES offices (id) ON DELETE CASCADE,
  -- ISO 8601: 1 = Monday … 7 = Sunday.
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  -- Local time, 24-hour "HH:MM"; closes may be "24:00".
  opens TEXT NOT NULL CHECK (opens GLOB '[0-2][0-9]:[0-5][0-9]'),
  closes TEXT NOT NULL CHECK (closes GLOB '[0-2][0-9]:[0-5][0-9]'),
  CHECK (opens < closes),
  PRIMARY KEY (office_id, weekday, opens)
) WITHOUT ROWID;

-- An office's page lists its listings newest first, whatever their sale status; 0002's
-- properties_office_newest has sale_status before created_at and would need a sort.
CREATE INDEX properties_office_created ON properties (office_id, created_at);
