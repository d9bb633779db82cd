-- The instalment-payment Edge Function names the gateway of each currency (its PAYMENT_PROVIDER_* settings); the
-- database picks the one of the plan's currency when it opens the attempt (decision 1003).
drop function public.function_open_instalment_payment(jsonb, bigint, text, text, text, text);

create function public.function_open_instalment_payment(p_caller jsonb, p_enrollment bigint, p_providers jsonb,
  p_channel text, p_method text, p_phone text)
returns table (payment_id bigint, amount numeric, currency text, reference text, formation_title text,
               customer_email text, customer_name text, customer_city text, instalment_number integer,
               instalment_count integer)
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := (p_caller ->> 'sub')::uuid;
  seat public.enrollments;
  part public.enrollment_instalments;
  attempt bigint;
begin
  select * into seat from public.enrollments e
   where e.id = p_enrollment and e.user_id = caller and e.status = 'confirmed' for update;
  if found then
    select * into part from public.enrollment_instalments i
     where i.enrollment_id = seat.id and i.status <> 'paid' order by i.number limit 1;
  end if;
  if part.id is null then
    raise exception 'Aucune échéance n''est à régler pour cette inscription.' using errcode = 'PA404';
  end if;
  if p_channel = 'virement' then
    raise exception 'Le paiement en plusieurs fois se règle par Mobile Money ou par carte.' using errcode = 'PA466';
  end if;
  insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency, phone, instalment_id)
  values (seat.id, caller, p_providers ->> part.currency, p_channel, part.amount, part.currency, p_phone, part.id)
  returning id into attempt;
  insert into public.payment_events (payment_id, status, source, changed_by)
  values (attempt, 'pending', 'creation', caller);
  return query
    select attempt, part.amount, part.currency::text, seat.payment_reference, f.title::text,
           u.email::text, pr.full_name::text, s.city::text, part.number::integer, part.count::integer
      from public.formations f
      left join auth.users u on u.id = caller
      left join public.profiles pr on pr.id = caller
      left join public.course_sessions s on s.id = seat.session_id
     where f.id = seat.formation_id;
end
$$;

revoke all on function public.function_open_instalment_payment(jsonb, bigint, jsonb, text, text, text)
  from public, anon, authenticated;
grant execute on function public.function_open_instalment_payment(jsonb, bigint, jsonb, text, text, text)
  to service_role;
