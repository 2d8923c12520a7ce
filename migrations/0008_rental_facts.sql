-- What a renter asks first, on the listing itself (null: not stated, and always for a listing for
-- sale): the deposit in months of the fee or in forints (one of them), the running costs a month
-- (utilities as estimated, and the condominium's common charge), whether pets are allowed, and the
-- earliest move-in ('now', or a date YYYY-MM-DD). Columns, not a table of their own: the search
-- filters on pets_allowed, and NULLs cost a sale listing's row nothing.
ALTER TABLE properties ADD COLUMN deposit_months INTEGER CHECK (deposit_months BETWEEN 1 AND 12);
ALTER TABLE properties ADD COLUMN deposit_amount INTEGER CHECK (deposit_amount > 0);
ALTER TABLE properties ADD COLUMN utilities_monthly INTEGER CHECK (utilities_monthly >= 0);
ALTER TABLE properties ADD COLUMN common_charge_monthly INTEGER CHECK (common_charge_monthly >= 0);
ALTER TABLE properties ADD COLUMN pets_allowed INTEGER CHECK (pets_allowed IN (0, 1));
ALTER TABLE properties ADD COLUMN move_in TEXT CHECK (move_in = 'now' OR move_in GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]');

-- "Kisállat hozható": rentals that allow pets are few, so the filter seeks them by unit and status
-- (written as `pets_allowed = 1` literally, as the Otthon Start filter is, for the partial index).
CREATE INDEX properties_franchise_pets ON properties (franchise_id, sale_status, price) WHERE pets_allowed = 1;
CREATE INDEX properties_office_pets ON properties (office_id, sale_status, price) WHERE pets_allowed = 1;
