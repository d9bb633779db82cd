-- Staff account ids are read by no API role (decision 0988): a quote does not keep who wrote it (decision 0997).
create or replace function private.quotes_new() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status <> 'draft' or new.number is not null or new.token_hash is not null or new.total <> 0 then
    raise exception 'Un devis commence en brouillon.' using errcode = 'PQ422';
  end if;
  return new;
end
$$;
revoke all on function private.quotes_new() from public;

alter table public.quotes drop column created_by;

-- A line's id and amount are the database's: staff write the columns they fill in, as for every other table.
revoke insert, update on public.quote_lines from authenticated;
grant insert (quote_id, position, kind, session_id, formation_id, description, quantity, unit_price, discount_percent),
  update (position, kind, session_id, formation_id, description, quantity, unit_price, discount_percent)
  on public.quote_lines to authenticated;
