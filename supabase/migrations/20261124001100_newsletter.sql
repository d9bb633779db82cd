-- Newsletter subscriptions with double opt-in (issue 12). A visitor subscribes through subscribe_newsletter (always
-- the same answer, whatever the address's state: nothing to enumerate); the job `newsletter.confirmation` mails a
-- confirmation link and an unsubscribe link. Their tokens are random, kept only as SHA-256 hashes in the private
-- schema, where no API role reaches. Admins read the list.

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and char_length(email) <= 254
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  source_path text check (char_length(source_path) <= 300),
  consent_text text check (char_length(consent_text) <= 1000),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

comment on table public.newsletter_subscriptions is 'Newsletter subscribers (double opt-in); written only by the newsletter RPCs.';

alter table public.newsletter_subscriptions enable row level security;
create policy "newsletter: admins read" on public.newsletter_subscriptions
  for select to authenticated using (public.is_admin());
grant select on public.newsletter_subscriptions to authenticated;
grant select, insert, update, delete on public.newsletter_subscriptions to service_role;

create table private.newsletter_tokens (
  token_hash text primary key,
  subscription_id uuid not null references public.newsletter_subscriptions (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  used_at timestamptz
);
create index newsletter_tokens_subscription_idx on private.newsletter_tokens (subscription_id);

comment on table private.newsletter_tokens is 'SHA-256 of the tokens in newsletter links; the tokens themselves exist only in the e-mails.';

create function private.newsletter_token_hash(p_token text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex')
$$;

create function public.subscribe_newsletter(p_email text, p_source_path text default null, p_consent boolean default false,
  p_consent_text text default null)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_id uuid;
  v_status text;
begin
  if p_consent is not true then
    raise exception 'Le consentement est requis pour s''inscrire à l''infolettre' using errcode = '23514';
  end if;
  if char_length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Adresse e-mail invalide' using errcode = '22023';
  end if;
  if char_length(p_source_path) > 300 or char_length(p_consent_text) > 1000 then
    raise exception 'Valeur trop longue' using errcode = '22001';
  end if;

  -- Retention: an address never confirmed is erased after 30 days (the confirmation mail says so).
  delete from public.newsletter_subscriptions where status = 'pending' and created_at < now() - interval '30 days';

  select id, status into v_id, v_status from public.newsletter_subscriptions where email = v_email for update;
  if v_status = 'confirmed' then
    return; -- already subscribed: same answer, nothing sent
  end if;
  if v_id is null then
    insert into public.newsletter_subscriptions (email, source_path, consent_text)
    values (v_email, p_source_path, p_consent_text)
    on conflict (email) do nothing
    returning id into v_id;
    if v_id is null then
      return; -- subscribed by a concurrent call
    end if;
  else
    update public.newsletter_subscriptions
       set status = 'pending', source_path = p_source_path, consent_text = p_consent_text, unsubscribed_at = null
     where id = v_id;
  end if;
  -- One confirmation mail per address per ten minutes, however often the form is sent.
  perform private.enqueue_job('newsletter.confirmation', jsonb_build_object('subscription_id', v_id), now(),
    'newsletter.confirmation:' || v_id || ':' || floor(extract(epoch from now()) / 600)::bigint);
end
$$;

create function public.confirm_newsletter(p_token text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_token private.newsletter_tokens%rowtype;
  v_status text;
begin
  select * into v_token from private.newsletter_tokens
   where token_hash = private.newsletter_token_hash(p_token) and purpose = 'confirm';
  if not found or v_token.expires_at < now() then
    return 'invalid';
  end if;
  select status into v_status from public.newsletter_subscriptions where id = v_token.subscription_id for update;
  if v_status = 'confirmed' then
    return 'confirmed'; -- the link opened twice
  end if;
  if v_token.used_at is not null then
    return 'invalid';
  end if;
  update public.newsletter_subscriptions set status = 'confirmed', confirmed_at = now(), unsubscribed_at = null
   where id = v_token.subscription_id;
  update private.newsletter_tokens set used_at = now() where token_hash = v_token.token_hash;
  return 'confirmed';
end
$$;

create function public.unsubscribe_newsletter(p_token text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_subscription uuid;
begin
  select subscription_id into v_subscription from private.newsletter_tokens
   where token_hash = private.newsletter_token_hash(p_token) and purpose = 'unsubscribe';
  if not found then
    return 'invalid';
  end if;
  update public.newsletter_subscriptions
     set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now())
   where id = v_subscription and status <> 'unsubscribed';
  return 'unsubscribed';
end
$$;

revoke execute on function public.subscribe_newsletter(text, text, boolean, text), public.confirm_newsletter(text),
  public.unsubscribe_newsletter(text) from public;
grant execute on function public.subscribe_newsletter(text, text, boolean, text), public.confirm_newsletter(text),
  public.unsubscribe_newsletter(text) to anon, authenticated, service_role;
revoke execute on function private.newsletter_token_hash(text) from public;
