-- Issue 49 item 10 (decision 1096): the public pages the server renders read the edited content through the API as
-- anon, so the publication rule is the read policies' alone. What the local server still asks the database itself is
-- when that rule's answer next changes by the clock alone (a scheduled publication, the day after an offer closes): it
-- keeps its rendered pages until then, or until a `content_changed` notification (server/src/content/rendered-pages.ts).
-- One function here, beside the policies' columns, instead of four queries in TypeScript.
create function private.next_content_change() returns timestamptz
language sql stable set search_path = '' as $$
  select min(at) from (
    select published_at as at from public.articles where status = 'published' and published_at > now()
    union all
    select published_at from public.case_studies where status = 'published' and published_at > now()
    union all
    select published_at from public.job_offers where status = 'published' and published_at > now()
    union all
    select (closes_on + 1)::timestamp at time zone 'UTC' from public.job_offers
     where status = 'published' and (closes_on + 1)::timestamp at time zone 'UTC' > now()
    union all
    select publish_at from public.testimonials where status = 'published' and publish_at > now()
    union all
    select publish_at from public.client_logos where status = 'published' and publish_at > now()
  ) as changes
$$;

revoke execute on function private.next_content_change() from public;
