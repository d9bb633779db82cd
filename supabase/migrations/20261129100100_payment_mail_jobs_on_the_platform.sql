-- The payment e-mails (the receipt, the bank details of a transfer) run in the process-jobs Edge Function too
-- (decision 0955). Their jobs read the payment when they run; the queries the Node runner made on its own connection
-- (joining auth.users) become the SQL functions below, which both runners call. Each answers one jsonb object, null
-- when the payment (or its invoice) is not there. service_role only.

-- The receipt of a payment that confirmed an enrollment: the invoice issued in the same transaction.
create function public.function_payment_receipt_facts(p_payment bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('enrollment_id', p.enrollment_id, 'amount', p.amount::text, 'currency', p.currency,
                            'number', i.number, 'customer_name', i.customer_name, 'customer_email', i.customer_email,
                            'formation_title', i.formation_title)
    from public.payments p join public.invoices i on i.payment_id = p.id
   where p.id = p_payment;
$$;

-- A bank transfer chosen by the learner: the amount, the reference to write on the transfer, the learner's address.
create function public.function_bank_transfer_facts(p_payment bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('enrollment_id', p.enrollment_id, 'amount', p.amount::text, 'currency', p.currency,
                            'reference', e.payment_reference, 'email', u.email, 'formation_title', f.title)
    from public.payments p
    join public.enrollments e on e.id = p.enrollment_id
    join public.formations f on f.id = e.formation_id
    left join auth.users u on u.id = p.user_id
   where p.id = p_payment;
$$;

revoke all on function public.function_payment_receipt_facts(bigint), public.function_bank_transfer_facts(bigint)
  from public, anon, authenticated;
grant execute on function public.function_payment_receipt_facts(bigint), public.function_bank_transfer_facts(bigint)
  to service_role;
