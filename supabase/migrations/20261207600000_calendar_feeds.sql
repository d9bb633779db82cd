-- Calendars (issue 44 item 4, decision 1016): a private, revocable feed URL per learner and trainer that a phone's
-- calendar subscribes to, and a sequence per session so a moved session updates the event (SEQUENCE) and a
-- cancelled one cancels it.

-- Raised by every change a calendar shows (dates, place, format, cancellation): the events' SEQUENCE.
alter table public.course_sessions add column calendar_sequence integer not null default 0;

create function private.bump_calendar_sequence() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (new.starts_on, new.ends_on, new.format, new.city, new.venue, new.status = 'cancelled')
     is distinct from (old.starts_on, old.ends_on, old.format, old.city, old.venue, old.status = 'cancelled') then
    new.calendar_sequence := old.calendar_sequence + 1;
  end if;
  return new;
end
$$;

create trigger course_sessions_calendar_sequence before update on public.course_sessions
  for each row execute function private.bump_calendar_sequence();

-- One feed per account: only the token's SHA-256 is kept; a new link replaces (revokes) the old one.
create table private.calendar_feeds (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now()
);

create function private.calendar_token_hash(p_token text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;

-- A new private link (the old one stops working); the token is shown once, to its owner.
create function public.create_calendar_feed() returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_token text;
begin
  if auth.uid() is null then
    raise exception 'Connectez-vous pour créer votre lien de calendrier' using errcode = 'PA401';
  end if;
  v_token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  insert into private.calendar_feeds (user_id, token_hash) values (auth.uid(), private.calendar_token_hash(v_token))
  on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now();
  return v_token;
end
$$;

create function public.revoke_calendar_feed() returns void
language sql security definer set search_path = '' as $$
  delete from private.calendar_feeds where user_id = auth.uid()
$$;

-- When the caller's current link was made (null: none).
create function public.calendar_feed_created_at() returns timestamptz
language sql stable security definer set search_path = '' as $$
  select created_at from private.calendar_feeds where user_id = auth.uid()
$$;

-- The feed's sessions, for the calendar-feed function (service role): the learner's enrollments (pending, confirmed,
-- completed; a cancelled seat or session shows as cancelled) and the sessions the account trains. Unknown or revoked
-- token: no row at all (the function answers 404).
create function public.function_calendar_feed_sessions(p_token text)
returns table (
  owner_name text, session_id bigint, title text, starts_on date, ends_on date, day_starts text, day_ends text,
  time_zone text, format text, city text, venue text, sequence integer, cancelled boolean, role text
)
language sql stable security definer set search_path = '' as $$
  with feed as (
    select f.user_id from private.calendar_feeds f where f.token_hash = private.calendar_token_hash(p_token)
  ),
  picked as (
    select e.session_id, bool_and(e.status = 'cancelled') as seat_cancelled, 'learner'::text as role
    from public.enrollments e join feed on feed.user_id = e.user_id
    where e.session_id is not null
    group by e.session_id
    union all
    select s.id, false, 'trainer' from public.course_sessions s join feed on feed.user_id = s.trainer_id
  )
  select
    coalesce((select nullif(trim(p.full_name), '') from public.profiles p join feed on feed.user_id = p.id), ''),
    s.id, f.title, s.starts_on, s.ends_on,
    coalesce(to_char(min(sl.starts_at at time zone sl.time_zone)::time, 'HH24:MI'), '09:00'),
    coalesce(to_char(max(sl.ends_at at time zone sl.time_zone)::time, 'HH24:MI'), '17:00'),
    coalesce(min(sl.time_zone), private.city_time_zone(s.city)),
    s.format, s.city, s.venue, s.calendar_sequence,
    s.status = 'cancelled' or bool_and(pk.seat_cancelled), min(pk.role)
  from picked pk
  join public.course_sessions s on s.id = pk.session_id
  join public.formations f on f.id = s.formation_id
  left join public.session_slots sl
    on sl.session_id = s.id and (sl.starts_at at time zone sl.time_zone)::date = s.starts_on
  group by s.id, f.title
  union all
  -- A feed with no session yet still answers (an empty calendar), unlike an unknown token.
  select coalesce((select nullif(trim(p.full_name), '') from public.profiles p where p.id = feed.user_id), ''),
    null, null, null, null, null, null, null, null, null, null, null, null, null
  from feed
$$;

revoke all on function public.create_calendar_feed(), public.revoke_calendar_feed(), public.calendar_feed_created_at(),
  public.function_calendar_feed_sessions(text) from public, anon, authenticated;
grant execute on function public.create_calendar_feed(), public.revoke_calendar_feed(),
  public.calendar_feed_created_at() to authenticated;
grant execute on function public.function_calendar_feed_sessions(text) to service_role;
