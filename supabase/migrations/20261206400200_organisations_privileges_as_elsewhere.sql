-- Decision 0995: the organisation tables get the privileges every other table has. The service role reads and writes
-- rows, without the REFERENCES, TRIGGER and TRUNCATE that the first migration granted with `all`
-- (tests/supabase-defaults/privileges.test.ts keeps the project's grants to what the product needs).
revoke references, trigger, truncate on public.organisations, public.organisation_members from service_role;

-- Staff create an organisation by its details only: its id and times are the database's (as on every other table,
-- a signed-in role writes only the columns a person fills in).
revoke insert on public.organisations from authenticated;
grant insert (legal_name, registration_kind, registration_number, tax_number, billing_address, country, currency,
              purchase_order_required, payment_terms_days) on public.organisations to authenticated;
