-- A retried enquiry is not a second one (README "Enquiries"): the form sends an Idempotency-Key per
-- submission, and the site endpoint records an enquiry only when its site has none with that key, nor an
-- identical one (same listing, e-mail address and message) from the last 10 minutes; a repeat is answered
-- like the first and makes no second record, queue message or e-mail. The key is kept on the enquiry
-- itself, so the retention cron that deletes enquiries deletes their keys with them.
ALTER TABLE enquiries ADD COLUMN idempotency_key TEXT;
-- One enquiry per key and site (NULLs, enquiries sent without a key, never collide).
CREATE UNIQUE INDEX enquiries_idempotency_key ON enquiries (subdomain, idempotency_key);
-- The identical enquiry of the last minutes, found by seeking its site, listing and address.
CREATE INDEX enquiries_duplicate ON enquiries (subdomain, property_id, email, created_at);
