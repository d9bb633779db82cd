-- A quote's draft saved from the builder in one transaction (decision 0997): its fields and all its lines, or nothing.
-- Security invoker: the caller's Row Level Security and column privileges apply (staff only), as through REST.
create function public.save_quote_draft(p_quote bigint, p_fields jsonb, p_lines jsonb) returns bigint
language plpgsql security invoker set search_path = '' as $$
declare
  v_id bigint;
begin
  if jsonb_typeof(p_fields) <> 'object' or jsonb_typeof(p_lines) <> 'array' or jsonb_array_length(p_lines) > 100 then
    raise exception 'Le devis envoyé n''a pas la bonne forme.' using errcode = 'PQ422';
  end if;
  if p_quote is null then
    insert into public.quotes (enquiry_id, currency, client_company, client_registration, client_address,
                               client_contact_name, client_email, valid_until, conditions)
    values ((p_fields ->> 'enquiry_id')::uuid, p_fields ->> 'currency', p_fields ->> 'client_company',
            coalesce(p_fields ->> 'client_registration', ''), coalesce(p_fields ->> 'client_address', ''),
            p_fields ->> 'client_contact_name', p_fields ->> 'client_email', (p_fields ->> 'valid_until')::date,
            coalesce(p_fields ->> 'conditions', ''))
    returning id into v_id;
  else
    update public.quotes
       set currency = p_fields ->> 'currency', client_company = p_fields ->> 'client_company',
           client_registration = coalesce(p_fields ->> 'client_registration', ''),
           client_address = coalesce(p_fields ->> 'client_address', ''),
           client_contact_name = p_fields ->> 'client_contact_name', client_email = p_fields ->> 'client_email',
           valid_until = (p_fields ->> 'valid_until')::date, conditions = coalesce(p_fields ->> 'conditions', '')
     where id = p_quote
    returning id into v_id;
    if v_id is null then
      raise exception 'Ce devis n''existe pas.' using errcode = 'PQ404';
    end if;
    delete from public.quote_lines where quote_id = v_id;
  end if;
  insert into public.quote_lines (quote_id, position, kind, session_id, formation_id, description, quantity,
                                  unit_price, discount_percent)
  select v_id, l.ordinality::integer, l.value ->> 'kind', (l.value ->> 'session_id')::bigint,
         (l.value ->> 'formation_id')::bigint, l.value ->> 'description', (l.value ->> 'quantity')::integer,
         (l.value ->> 'unit_price')::numeric, coalesce((l.value ->> 'discount_percent')::numeric, 0)
    from jsonb_array_elements(p_lines) with ordinality as l (value, ordinality);
  return v_id;
end
$$;

revoke all on function public.save_quote_draft(bigint, jsonb, jsonb) from public, anon;
grant execute on function public.save_quote_draft(bigint, jsonb, jsonb) to authenticated;
