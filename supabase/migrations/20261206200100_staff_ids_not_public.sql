-- Issue 42 item 4, decision 0988: staff account ids are not public. Anyone could read who last edited an article, an
-- offer, a case study, a team member, a testimonial, a logo or a hero (updated_by), who uploaded an image
-- (created_by) and which account teaches a formation or a session (trainer_id) — the ids that turned a forged token
-- into « act as an admin ». As PostgREST honours column privileges, the readers get every column but those:
--   * anon: no staff id at all; a public page that names a person uses the display text kept for it
--     (formations.expert, articles.author_name), never the id;
--   * authenticated: no updated_by/created_by either (editors see who changed what in the revision tables, which only
--     they read); trainer_id stays readable by signed-in accounts, as the trainer's space and the admin's formation
--     form need it (see decision 0988 for what remains).
-- A `select=*` by a role lacking one column fails with 42501, as on PostgREST: the site names its columns.
-- The grants are computed from the catalogue, so a column another migration added before this one is kept readable.

do $$
declare
  target record;
  readable text;
begin
  for target in
    select * from (values
      ('articles', array['updated_by'], array['anon', 'authenticated']),
      ('job_offers', array['updated_by'], array['anon', 'authenticated']),
      ('case_studies', array['updated_by'], array['anon', 'authenticated']),
      ('team_members', array['updated_by'], array['anon', 'authenticated']),
      ('testimonials', array['updated_by'], array['anon', 'authenticated']),
      ('client_logos', array['updated_by'], array['anon', 'authenticated']),
      ('page_heroes', array['updated_by'], array['anon', 'authenticated']),
      ('content_images', array['created_by'], array['anon', 'authenticated']),
      ('formations', array['trainer_id'], array['anon']),
      ('course_sessions', array['trainer_id'], array['anon'])
    ) as t(tab, hidden, roles)
  loop
    select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into readable
      from pg_attribute a
     where a.attrelid = format('public.%I', target.tab)::regclass
       and a.attnum > 0 and not a.attisdropped
       and a.attname <> all (target.hidden);
    execute format('revoke select on public.%I from %s', target.tab, array_to_string(target.roles, ', '));
    execute format('grant select (%s) on public.%I to %s', readable, target.tab, array_to_string(target.roles, ', '));
  end loop;
end
$$;
