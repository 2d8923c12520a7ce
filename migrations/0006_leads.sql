-- Enquiries ("Érdeklődöm") visitors send from a listing's page, and the postal code of a listing.
-- Numbered 0006: 0004 and 0005 were taken on main while this was written.
--
-- A lead keeps what the visitor wrote and who should answer it: the listing's office and agent
-- when it arrived (a listing may later move to another agent, or be taken down, so these are
-- copies, not foreign keys: a lead must outlive its listing). unit_type and unit_id name the site
-- it came through, subdomain and source_url the page. consent_at records when the visitor
-- accepted the privacy policy (the form cannot be sent without it). Read them with
-- `npm run leads:list` (README "Reading the enquiries").

CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL,
  property_name TEXT NOT NULL,
  office_id INTEGER NOT NULL,
  agent_id INTEGER,
  unit_type TEXT NOT NULL CHECK (unit_type IN ('franchise', 'office')),
  unit_id INTEGER NOT NULL,
  subdomain TEXT,
  source_url TEXT,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  message TEXT NOT NULL,
  consent_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
-- An office reads its own enquiries, newest first; the operator's list reads all of them by time.
CREATE INDEX leads_office ON leads (office_id, created_at);
CREATE INDEX leads_created ON leads (created_at);

-- The listing's postal code (four digits), for its address in structured data. Nullable: the
-- CMS may not know it.
ALTER TABLE properties ADD COLUMN postal_code TEXT CHECK (postal_code GLOB '[1-9][0-9][0-9][0-9]');
