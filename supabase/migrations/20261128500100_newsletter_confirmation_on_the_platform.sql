-- The newsletter's double opt-in e-mail is sent by the process-jobs Edge Function too (decision 0955). The function
-- makes the two tokens and renders the e-mail; this records them in one transaction with the job: the tokens' hashes
-- (the tokens themselves exist only in the e-mail), the e-mail queued as a mail.send job, the job done. A subscription
-- confirmed or removed meanwhile gets nothing, and the job is done. service_role only.
create function public.function_finish_newsletter_confirmation(
  p_job bigint,
  p_subscription uuid,
  p_confirm_hash text,
  p_unsubscribe_hash text,
  p_mail jsonb
) returns text
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from private.jobs where id = p_job and state = 'running' for update;
  if not found then
    return null;
  end if;
  if exists (select 1 from public.newsletter_subscriptions where id = p_subscription and status = 'pending') then
    insert into private.newsletter_tokens (token_hash, subscription_id, purpose, expires_at)
    values (p_confirm_hash, p_subscription, 'confirm', now() + interval '7 days'),
           (p_unsubscribe_hash, p_subscription, 'unsubscribe', null);
    perform private.enqueue_job('mail.send', p_mail, now(), null);
  end if;
  update private.jobs set state = 'done', finished_at = now(), locked_until = null, last_error = null
   where id = p_job;
  return 'done';
end
$$;

revoke all on function public.function_finish_newsletter_confirmation(bigint, uuid, text, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.function_finish_newsletter_confirmation(bigint, uuid, text, text, jsonb)
  to service_role;
