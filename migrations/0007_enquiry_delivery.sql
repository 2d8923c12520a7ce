-- Enquiries are accepted at the edge and delivered later (README "Enquiries"): the site endpoint
-- records one row here and answers 202; a Queue consumer then stores it with the CMS (the built-in
-- leads table, or the upstream CMS in forwarding mode) and e-mails the listing's agent. This table is
-- the outbox of both modes: it lives in the worker's own D1 and needs no CMS to be up.
--
-- id is a random UUID: the queue message names it, and it is the Idempotency-Key of the CMS write, so a
-- retried delivery never stores a second lead. emailed_to lists the addresses the e-mail has reached
-- (one a line), so a retry after a half-done delivery writes to nobody twice. state is what an operator
-- reads (`npm run leads:list`): received until both parts are done, failed once the retries are spent
-- (the dead-letter queue's consumer says so) or the enquiry cannot be delivered at all.

CREATE TABLE enquiries (
  id TEXT PRIMARY KEY,
  subdomain TEXT NOT NULL,
  site_url TEXT NOT NULL,
  unit_type TEXT NOT NULL CHECK (unit_type IN ('franchise', 'office')),
  unit_id INTEGER NOT NULL,
  property_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  message TEXT NOT NULL,
  consent_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  -- Set once the message is on the queue; the Cron Trigger re-queues rows left without it.
  queued_at TEXT,
  state TEXT NOT NULL DEFAULT 'received' CHECK (state IN ('received', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  -- The CMS's id of the stored lead, once stored.
  lead_id INTEGER,
  emailed_to TEXT NOT NULL DEFAULT '',
  emailed_at TEXT,
  delivered_at TEXT
);
CREATE INDEX enquiries_created ON enquiries (created_at);
CREATE INDEX enquiries_state ON enquiries (state, created_at);

-- The built-in CMS keeps one lead per Idempotency-Key (NULLs, from writes without one, never collide).
ALTER TABLE leads ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key);
