-- Issue 46 item 5, decision 1061: the orders the back office's lists and exports read in, as indexes, so that a page
-- of the newest rows is read from the top of an index instead of sorting every row of a table that grows without end
-- (200,000 enrollments, 100,000 payments and invoices at a firm's volume; bench/volume.ts).

-- « Inscriptions », « Paiements », the dashboard: the newest enrollments first.
create index enrollments_created_at_idx on public.enrollments (created_at desc, id desc);

-- « Paiements »: the newest attempts first; the payments export: the month's succeeded payments in date order.
create index payments_created_at_idx on public.payments (created_at desc);
create index payments_succeeded_updated_at_idx on public.payments (updated_at) where status = 'succeeded';

-- « Sessions »: every session, soonest first.
create index course_sessions_starts_on_idx on public.course_sessions (starts_on, id);

-- The sales ledger (accounting export) reads a period of invoices by their UTC issue date.
create index invoices_issued_on_idx on public.invoices (((issued_at at time zone 'UTC')::date));

-- « Mes formations » embeds each enrollment's refunds (a cancellation's and any duplicate payment's).
create index refunds_enrollment_idx on public.refunds (enrollment_id);
