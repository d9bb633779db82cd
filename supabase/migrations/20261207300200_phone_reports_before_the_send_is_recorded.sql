-- A provider's delivery report may arrive before the send job has recorded the provider's id (the callback races the
-- job's own update: Twilio and Meta call back within milliseconds). The report then names our message itself — in the
-- StatusCallback URL for Twilio (`&message=<id>`, covered by the signature), as `biz_opaque_callback_data` for
-- WhatsApp — and is applied to that message, whose provider id it records (decision 1009). The job's later « sent »
-- never overwrites a « delivered » or « failed » already reported.
create function public.function_phone_message_report(p_provider text, p_provider_id text, p_status text,
                                                     p_error text, p_message bigint)
returns text
language plpgsql security definer set search_path = '' as $$
begin
  if p_message is not null then
    update public.phone_messages set provider = p_provider, provider_message_id = p_provider_id, updated_at = now()
     where id = p_message and provider_message_id is null and channel = case p_provider when 'twilio' then 'sms'
                                                                                         else 'whatsapp' end
       and not exists (select 1 from public.phone_messages o where o.provider_message_id = p_provider_id);
  end if;
  return public.function_phone_message_report(p_provider, p_provider_id, p_status, p_error);
end
$$;

revoke all on function public.function_phone_message_report(text, text, text, text, bigint) from public, anon, authenticated;
grant execute on function public.function_phone_message_report(text, text, text, text, bigint) to service_role;
