-- Issue 43 item 6 (decisions 0999, 1001): the agreement's frozen content names the funders' shares, so the PDF both
-- sides sign shows who pays what — each funder's share invoiced to the funder, the rest (with its deposit) to the
-- company — as the invoices issued at the countersignature do. The same function as 20261206800100 plus `fundings`.
create or replace function private.agreement_content(p_agreement bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'number', a.number, 'currency', a.currency, 'total', a.total, 'deposit_percent', a.deposit_percent,
    'payment_terms_days', a.payment_terms_days, 'purchase_order', a.purchase_order,
    'cancellation_terms', a.cancellation_terms, 'quote_number', q.number,
    'fundings', coalesce((select jsonb_agg(jsonb_build_object('funder_name', fu.funder_name, 'amount', fu.amount)
                                           order by fu.id)
                            from public.agreement_fundings fu where fu.agreement_id = a.id), '[]'::jsonb),
    'quote_accepted_at', q.responded_at, 'quote_accepted_by', q.response_name,
    'client', jsonb_build_object('legal_name', o.legal_name, 'registration_kind', o.registration_kind,
                                 'registration_number', o.registration_number, 'tax_number', o.tax_number,
                                 'billing_address', o.billing_address, 'country', o.country,
                                 'signer_email', a.client_signer_email),
    'lines', coalesce((select jsonb_agg(jsonb_build_object(
                          'kind', l.kind, 'description', l.description, 'quantity', l.quantity,
                          'unit_price', l.unit_price, 'discount_percent', l.discount_percent, 'amount', l.amount)
                        order by l.position, l.id)
                         from public.quote_lines l where l.quote_id = q.id), '[]'::jsonb),
    'sessions', coalesce((select jsonb_agg(jsonb_build_object(
                             'session_id', s.id, 'formation', f.title, 'objectives', f.description,
                             'duration', f.duration, 'starts_on', s.starts_on, 'ends_on', s.ends_on,
                             'format', s.format, 'city', s.city, 'venue', s.venue, 'seats', g.seats,
                             'intra', s.organisation_id is not null,
                             'slots', coalesce((select jsonb_agg(jsonb_build_object('starts_at', x.starts_at,
                                                                                   'ends_at', x.ends_at,
                                                                                   'time_zone', x.time_zone)
                                                                 order by x.starts_at)
                                                  from public.session_slots x where x.session_id = s.id), '[]'::jsonb),
                             'trainees', coalesce((select jsonb_agg(jsonb_build_object('name', t.full_name,
                                                                                      'email', t.email)
                                                                    order by t.full_name, t.id)
                                                     from public.agreement_trainees t
                                                    where t.agreement_id = a.id and t.session_id = s.id
                                                      and t.status = 'named'), '[]'::jsonb))
                           order by s.starts_on, s.id)
                            from public.agreement_sessions g
                            join public.course_sessions s on s.id = g.session_id
                            join public.formations f on f.id = s.formation_id
                           where g.agreement_id = a.id), '[]'::jsonb))
    from public.training_agreements a
    join public.quotes q on q.id = a.quote_id
    join public.organisations o on o.id = a.organisation_id
   where a.id = p_agreement
$$;

revoke all on function private.agreement_content(bigint) from public, anon, authenticated;
