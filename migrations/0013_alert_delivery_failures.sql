-- A search alert whose e-mail could not be sent keeps why (README "Search alerts", Runbook "A search alert
-- failed"). One alert's failure never stops the others of its queue message: the consumer logs it, records
-- it here and goes on; a message the queue gave up on reaches the search-alerts-dlq consumer, which records
-- it on the alerts it still owed. `npm run alerts:failed` lists these rows; `npm run alerts:retry` sets
-- retry_requested_at, and the site's five-minute Cron Trigger puts the alert back on the queue.
--
-- failed_at and failure are the last failure's time and reason (an error message of ours or D1's, never
-- the subscriber's words); failures counts them since the last e-mail that went out, which clears all three.

ALTER TABLE search_alerts ADD COLUMN failed_at TEXT;
ALTER TABLE search_alerts ADD COLUMN failure TEXT;
ALTER TABLE search_alerts ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE search_alerts ADD COLUMN retry_requested_at TEXT;

-- The operator's list and the cron's re-queueing read only the few alerts concerned.
CREATE INDEX search_alerts_failed ON search_alerts (failed_at) WHERE failed_at IS NOT NULL;
CREATE INDEX search_alerts_retry ON search_alerts (retry_requested_at) WHERE retry_requested_at IS NOT NULL;
