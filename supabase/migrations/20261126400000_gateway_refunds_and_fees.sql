-- Real gateways (issue 25): what a gateway reports beyond the status, and how a refund was paid out.
-- - payments.gateway_fee: the gateway's fee on a payment when it reports one (Stripe's balance transaction), for the
--   accounting export.
-- - refunds.provider_refund_id: the gateway's id of the refund (Stripe `re_…`), or the reference staff typed for a
--   refund paid out by hand (CinetPay has no refund call in its Payment API: a Mobile Money transfer or a bank transfer).
-- - refunds.refunded_by: the staff member who refunded or marked it paid out.
-- - refunds.expected_on: the date the learner is told the money will be back by (14 days after the refund is owed).
alter table public.payments add column gateway_fee numeric(12, 2) check (gateway_fee >= 0);

alter table public.refunds
  add column provider_refund_id text check (char_length(provider_refund_id) <= 200),
  add column refunded_by uuid references auth.users (id) on delete set null,
  add column expected_on date not null default (current_date + 14);

