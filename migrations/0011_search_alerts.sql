-- Saved searches with e-mail alerts (README "Search alerts"). A visitor saves the search they see on
-- /kereses with an e-mail address and a frequency; nothing is sent but the confirmation e-mail until
-- the signed link in it is opened (double opt-in). The Cron Trigger then enqueues the confirmed alerts
-- in id ranges; the queue consumer sends each due alert one digest of the listings that appeared or
-- were reduced in price since its last one (last_sent_at), matched with the site's own search query.
--
-- The address is stored only here, for the alert: deleting the alert (the unsubscribe link, the
-- List-Unsubscribe header, the manage page) deletes it, and an alert never confirmed is deleted once
-- its confirmation link has expired. query is the search as /kereses writes it (page units, no page).

CREATE TABLE search_alerts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subdomain TEXT NOT NULL,
  site_url TEXT NOT NULL,
  unit_type TEXT NOT NULL CHECK (unit_type IN ('franchise', 'office')),
  unit_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  query TEXT NOT NULL,
  frequency TEXT NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed')),
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  confirmed_at TEXT,
  -- Listings newer than this (or reduced after it) are news for the alert: set when it is confirmed and
  -- at each digest sent. Written as datetime('now') writes it, as properties.created_at is.
  last_sent_at TEXT
);
-- The cron's fan-out reads confirmed ids in ranges; the rate limit reads an address's recent alerts.
CREATE INDEX search_alerts_state ON search_alerts (state, id);
CREATE INDEX search_alerts_email ON search_alerts (email, created_at);

-- An alert reads only the listings that appeared since its last digest, through this index, and then
-- applies its search's filter to those (worker/searchAlerts/alertMatching.ts).
CREATE INDEX properties_created ON properties (created_at);

-- An alert's reduced listings are those whose price history (migrations/0009_price_history.sql) has a
-- reduction since its last digest: read by the time of the change.
CREATE INDEX property_price_changes_time ON property_price_changes (changed_at, property_id);
