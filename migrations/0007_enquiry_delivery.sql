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

-- The franchise's address an enquiry falls back to when the listing's agent or office has none: a site
-- setting of its own (enquiry_email), so the key check of 0001 is widened. SQLite cannot change a CHECK
-- in place, so the table is rebuilt with its rows; nothing refers to it.
PRAGMA defer_foreign_keys = true;
CREATE TABLE public_site_settings_new (
  site_domain_id INTEGER NOT NULL REFERENCES public_site_domains (id) ON DELETE CASCADE,
  key TEXT NOT NULL CHECK (key IN (
    'site_name', 'facebook_url', 'facebook_app_id', 'facebook_page_id', 'welcome_text', 'slogen',
    'seo_description', 'instagram_url', 'tik_tok_url', 'linkedin_url', 'link_tree_url', 'enquiry_email'
  )),
  value TEXT,
  PRIMARY KEY (site_domain_id, key)
);
INSERT INTO public_site_settings_new (site_domain_id, key, value) SELECT site_domain_id, key, value FROM public_site_settings;
DROP TABLE public_site_settings;
ALTER TABLE public_site_settings_new RENAME TO public_site_settings;
PRAGMA defer_foreign_keys = false;
