-- One delivery attempt at a time per enquiry (README "Enquiries"): a queue delivers at least once, and
-- `leads:redeliver` or the Cron Trigger's re-queue can put a second message beside one in flight. An
-- attempt first claims the row until claimed_until; a second attempt that finds the claim current does
-- nothing and retries after it, so two attempts never both read "nobody e-mailed yet" and both send.
-- The claim is released when the attempt ends; one that crashed expires with its lease.
ALTER TABLE enquiries ADD COLUMN claimed_until TEXT;
