-- Demo of issue 27 (decision 0886): a one-day session of « Automatiser ses processus avec l'IA » happening on the day
-- the database is created, with a trainer and three confirmed learners, so that attendance can be tried at once.
-- Its two half-days are placed around the moment of seeding rather than at 09:00 and 13:30: the first is over and
-- was closed by the trainer with everyone present, the second is open for about three hours.
-- Accounts (password Formation2027, documented in the README; delete them on a real deployment):
--   formateur.demo@pontatlantique-conseil.example (trainer), apprenant1|2|3.demo@pontatlantique-conseil.example.

select set_config('request.jwt.claims', '{"role":"service_role"}', false);

insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
values
  ('00000000-0000-4000-8000-000000002701', 'authenticated', 'authenticated', 'formateur.demo@pontatlantique-conseil.example',
   '$2b$10$NIT3oXAmDJI25TXnV2ZxFuBiLZwT.s0AB/zFNovd0XhGvHcN.hWe.', now(), '{"provider":"email","providers":["email"]}',
   '{"full_name":"Koffi Mensah","company":"Pont Atlantique Conseil"}'),
  ('00000000-0000-4000-8000-000000002711', 'authenticated', 'authenticated', 'apprenant1.demo@pontatlantique-conseil.example',
   '$2b$10$NIT3oXAmDJI25TXnV2ZxFuBiLZwT.s0AB/zFNovd0XhGvHcN.hWe.', now(), '{"provider":"email","providers":["email"]}',
   '{"full_name":"Aïcha Traoré","company":"Banque Atlantique"}'),
  ('00000000-0000-4000-8000-000000002712', 'authenticated', 'authenticated', 'apprenant2.demo@pontatlantique-conseil.example',
   '$2b$10$NIT3oXAmDJI25TXnV2ZxFuBiLZwT.s0AB/zFNovd0XhGvHcN.hWe.', now(), '{"provider":"email","providers":["email"]}',
   '{"full_name":"Moussa Diallo","company":"Sonatel"}'),
  ('00000000-0000-4000-8000-000000002713', 'authenticated', 'authenticated', 'apprenant3.demo@pontatlantique-conseil.example',
   '$2b$10$NIT3oXAmDJI25TXnV2ZxFuBiLZwT.s0AB/zFNovd0XhGvHcN.hWe.', now(), '{"provider":"email","providers":["email"]}',
   '{"full_name":"Fatou Ndiaye","company":"Orange CI"}')
on conflict do nothing;

update public.profiles set role = 'trainer' where id = '00000000-0000-4000-8000-000000002701';

with demo as (
  insert into public.course_sessions (formation_id, starts_on, ends_on, format, city, venue, capacity, trainer_id)
  values (12, (now() at time zone 'Africa/Abidjan')::date, (now() at time zone 'Africa/Abidjan')::date, 'Présentiel',
          'Abidjan', 'Immeuble Alpha 2000, avenue Chardy, Plateau (salle Émargement)', 12,
          '00000000-0000-4000-8000-000000002701')
  returning id
)
select set_config('delivery.demo_session', (select id::text from demo), false);

-- The half-days around now: the morning is over, the afternoon open.
delete from public.session_slots where session_id = current_setting('delivery.demo_session')::bigint;
insert into public.session_slots (session_id, starts_at, ends_at, time_zone)
values
  (current_setting('delivery.demo_session')::bigint, date_trunc('minute', now()) - interval '5 hours',
   date_trunc('minute', now()) - interval '90 minutes', 'Africa/Abidjan'),
  (current_setting('delivery.demo_session')::bigint, date_trunc('minute', now()) - interval '15 minutes',
   date_trunc('minute', now()) + interval '195 minutes', 'Africa/Abidjan');

insert into public.enrollments (formation_id, session_id, user_id, payment_method, status)
select 12, current_setting('delivery.demo_session')::bigint, u.id, 'virement', 'confirmed'
from (values ('00000000-0000-4000-8000-000000002711'::uuid), ('00000000-0000-4000-8000-000000002712'::uuid),
             ('00000000-0000-4000-8000-000000002713'::uuid)) u (id);

-- The morning: everyone present, recorded by the trainer, who signed the half-day.
insert into public.attendance (slot_id, enrollment_id, user_id, status, method, reason, recorded_by, recorded_at)
select sl.id, e.id, e.user_id, 'present', 'trainer', 'Feuille de démonstration', '00000000-0000-4000-8000-000000002701',
  sl.starts_at + interval '5 minutes'
from public.session_slots sl join public.enrollments e on e.session_id = sl.session_id
where sl.session_id = current_setting('delivery.demo_session')::bigint and sl.ends_at < now();

update public.session_slots
  set trainer_signed_at = ends_at, trainer_signed_by = '00000000-0000-4000-8000-000000002701',
      trainer_signature = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
where session_id = current_setting('delivery.demo_session')::bigint and ends_at < now();

select set_config('request.jwt.claims', '', false);
