-- Decision 1077: « Statistiques » at 1× took 0.7 s in the database (1.5 s at p99 through the API on a loaded machine).
-- The months are grouped by date_trunc (to_char per row was most of their cost), the countries by joining each
-- enrollment to its learner once (instead of grouping by learner first), and the total is the sum of the methods'
-- counts (one scan fewer). Same answer.
create or replace function public.admin_enrollment_statistics(p_now timestamptz default now()) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_month timestamp := date_trunc('month', p_now at time zone 'UTC');
  v_since timestamptz := (date_trunc('month', p_now at time zone 'UTC') - interval '11 months') at time zone 'UTC';
  v_methods jsonb;
  v_total bigint;
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Réservé aux administrateurs.' using errcode = 'PA403';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('method', m.payment_method, 'count', m.n)), '[]'::jsonb),
         coalesce(sum(m.n), 0)
    into v_methods, v_total
    from (select e.payment_method, count(*) as n from public.enrollments e group by 1) m;
  return jsonb_build_object(
    'total', v_total,
    'months', coalesce((
      select jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'), 'count', m.n) order by m.month)
        from (select date_trunc('month', e.created_at at time zone 'UTC') as month, count(*) as n
                from public.enrollments e where e.created_at >= v_since
               group by 1) m
       where m.month <= v_month), '[]'::jsonb),
    'themes', coalesce((
      select jsonb_agg(jsonb_build_object('label', t.label, 'count', t.n) order by t.n desc, t.label)
        from (select nullif(btrim(f.theme), '') as label, sum(c.n) as n
                from (select e.formation_id, count(*) as n from public.enrollments e group by e.formation_id) c
                join public.formations f on f.id = c.formation_id
               group by 1) t), '[]'::jsonb),
    'methods', v_methods,
    'countries', coalesce((
      select jsonb_agg(jsonb_build_object('label', c.label, 'count', c.n) order by c.n desc, c.label)
        from (select nullif(btrim(p.country), '') as label, count(*) as n
                from public.enrollments e join public.profiles p on p.id = e.user_id
               group by 1) c), '[]'::jsonb));
end
$$;
