-- How many confirmation e-mails of search alerts went out lately (README "Search alerts",
-- domain/searchAlerts/confirmationLimits.ts): at most one per mailbox a day, and a ceiling per recipient
-- domain an hour and a day, across every tenant (they share this database), so that the alert form
-- cannot be used to bomb an inbox with `+tag` or dotted variants of an address or from many sites.
--
-- A row is the last confirmation sent to one mailbox. The mailbox is kept only as a keyed digest
-- (HMAC-SHA256 under ALERT_LINK_SECRET of the normalized address): the address itself stays stored only
-- with its alert. The domain is kept as is, to count it. Rows older than a day count for nothing and are
-- deleted by the next request that records one.

CREATE TABLE alert_confirmation_limits (
  mailbox_digest TEXT PRIMARY KEY,
  domain TEXT NOT NULL,
  -- Written as datetime('now') writes it (UTC, `2026-11-28 10:00:00`).
  sent_at TEXT NOT NULL
) WITHOUT ROWID;
-- The domain's ceiling counts its recent rows; the clean-up reads by time.
CREATE INDEX alert_confirmation_limits_domain ON alert_confirmation_limits (domain, sent_at);
CREATE INDEX alert_confirmation_limits_time ON alert_confirmation_limits (sent_at);
