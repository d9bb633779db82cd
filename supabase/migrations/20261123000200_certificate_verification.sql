-- Certificate verification reveals only what a verifier needs, and numbers can no longer be guessed.
--
-- Before: numbers were 'PA-<year>-<sequence>-<4 hex>' (about 16 random bits), the holder's name fell back to their
-- e-mail, and verify_certificate returned that snapshot. Now new numbers carry 80 random bits in Crockford base32
-- ('PA-XXXX-XXXX-XXXX-XXXX': upper-case letters and digits only, no I, L, O or U, so they read aloud, type and encode
-- in a QR code's alphanumeric mode), the name snapshot is the full name or initials, never an e-mail, and
-- verification answers: number, holder, course, date, validity.

-- 16 symbols × 5 bits from gen_random_uuid()'s strong randomness (the bytes of a v4 UUID that carry no version bits).
create function public.new_certificate_number() returns text
language plpgsql volatile set search_path = '' as $$
declare
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  random_bytes constant bytea :=
    substring(uuid_send(gen_random_uuid()) from 1 for 6)
    || substring(uuid_send(gen_random_uuid()) from 11 for 6)
    || substring(uuid_send(gen_random_uuid()) from 1 for 4);
  result text := 'PA';
begin
  for i in 0..15 loop
    if i % 4 = 0 then result := result || '-'; end if;
    result := result || substr(alphabet, get_byte(random_bytes, i) % 32 + 1, 1);
  end loop;
  return result;
end
$$;

-- 'awa.kone@example.com' → 'A. K.': what a certificate shows for someone who never gave their name.
create function public.initials_from_email(address text) returns text
language sql immutable set search_path = '' as $$
  select coalesce(
    nullif(array_to_string(array(
      select upper(left(word, 1)) || '.'
      from unnest(regexp_split_to_array(split_part(coalesce(address, ''), '@', 1), '[^[:alpha:]]+')) with ordinality w(word, n)
      where word <> '' order by n limit 2
    ), ' '), ''),
    'Participant'
  )
$$;

-- The holder's name printed on the certificate: their full name, else their initials; never their e-mail.
create function public.certificate_holder_name(full_name text, email text) returns text
language sql immutable set search_path = '' as $$
  select coalesce(nullif(trim(full_name), ''), public.initials_from_email(email))
$$;

-- Certificates issued before: an e-mail used as the name becomes initials.
update public.certificates set learner_name = public.initials_from_email(learner_name) where learner_name like '%@%';

create or replace function public.record_enrollment_status() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.enrollment_status_changes (enrollment_id, old_status, new_status, changed_by)
  values (new.id, old.status, new.status, auth.uid());
  if new.status = 'completed' then
    insert into public.certificates (number, enrollment_id, user_id, learner_name, formation_title, formation_duration)
    select public.new_certificate_number(), new.id, new.user_id, public.certificate_holder_name(p.full_name, p.email),
      f.title, f.duration
    from public.formations f, public.profiles p
    where f.id = new.formation_id and p.id = new.user_id
    on conflict (enrollment_id) do nothing;
  end if;
  return new;
end
$$;

-- A typed number as stored: trimmed, upper-case, and Crockford's look-alikes read as digits (O → 0, I and L → 1).
create function public.normalise_certificate_number(typed text) returns text
language sql immutable set search_path = '' as $$
  select translate(upper(trim(coalesce(typed, ''))), 'OIL', '011')
$$;

drop function public.verify_certificate(text);
create function public.verify_certificate(certificate_number text)
returns table (number text, learner_name text, formation_title text, issued_at timestamptz, valid boolean)
language sql stable security definer set search_path = '' as $$
  select c.number,
    case when c.learner_name like '%@%' then public.initials_from_email(c.learner_name) else c.learner_name end,
    c.formation_title, c.issued_at, e.status = 'completed'
  from public.certificates c join public.enrollments e on e.id = c.enrollment_id
  where c.number = public.normalise_certificate_number(certificate_number)
$$;

revoke execute on function public.new_certificate_number(), public.initials_from_email(text),
  public.certificate_holder_name(text, text), public.normalise_certificate_number(text), public.verify_certificate(text)
  from public, anon, authenticated, service_role;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;
