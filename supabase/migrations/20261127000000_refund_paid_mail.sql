-- A refund paid out (through Stripe's API or recorded by staff after a Mobile Money transfer or a bank transfer) is
-- told to the learner: the amount, the date and the credit note, once (decision 0868). The job renders the e-mail
-- when it runs, so it names the credit note issued in the same transaction.
create function private.queue_refund_paid_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.enqueue_job('mail.refund-paid', jsonb_build_object('refund_id', new.id), now(),
    'mail.refund-paid:' || new.id);
  return null;
end
$$;

create trigger refunds_queue_paid_mail after insert or update of status on public.refunds
  for each row when (new.status = 'refunded') execute function private.queue_refund_paid_mail();
