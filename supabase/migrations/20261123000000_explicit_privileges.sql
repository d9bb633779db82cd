-- Explicit privileges for the API roles, table by table and column by column.
--
-- Since 2026-10-30 a Supabase project no longer grants new public tables, sequences and functions to anon,
-- authenticated and service_role (changelog #45329): every access the Data API needs is granted here. Row Level
-- Security stays the second gate. Privileges are first revoked, so a database created under the old automatic
-- grants ends up with exactly the same privileges as a new one.
--
-- Column lists are the defence against client-chosen keys and timestamps: anon and authenticated may write only
-- the columns a person fills in (never id, created_at, updated_at, a certificate number or an audit date); a
-- request naming any other column is refused with 42501.

revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;

-- ─── Tables ─────────────────────────────────────────────────────────────────────────────────────────────
-- The catalogue: everyone reads it; admins (RLS) write the descriptive columns.
grant select on public.formations to anon, authenticated;
grant insert (theme, title, description, duration, formats, expert, price, price_currency),
      update (theme, title, description, duration, formats, expert, price, price_currency),
      delete
  on public.formations to authenticated;

-- Enrolments: a learner enrols (spec §7 call 4 sends amount and currency, which a trigger replaces with the
-- course's); admins move the status and delete.
grant select, delete on public.enrollments to authenticated;
grant insert (formation_id, user_id, payment_method, payment_currency, payment_amount, status),
      update (status)
  on public.enrollments to authenticated;

-- Profiles: created by the sign-up trigger; a person edits four columns (spec §7 call 6), roles change by RPC.
grant select on public.profiles to authenticated;
grant update (full_name, company, position, country) on public.profiles to authenticated;

-- Written only by triggers; admins (RLS) read the audit trail, learners their own certificates.
grant select on public.enrollment_status_changes to authenticated;
grant select on public.certificates to authenticated;

-- The service role is the trusted server side (scripts, support): full row access, RLS bypassed by its role.
grant select, insert, update, delete
  on public.formations, public.enrollments, public.profiles, public.enrollment_status_changes, public.certificates
  to service_role;

-- ─── Functions ───────────────────────────────────────────────────────────────────────────────────────────
-- Policies call the role checks with the caller's rights, so the signed-in role needs EXECUTE on them.
grant execute on function public.is_admin(), public.current_user_role(), public.is_trainer_of(bigint),
  public.is_trainer_of_learner(uuid)
  to authenticated, service_role;

-- RPCs of the product.
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;
grant execute on function public.set_user_role(uuid, text), public.rename_expert(text, text) to authenticated, service_role;

-- Trigger functions (touch_updated_at, price_enrollment, guard_profile_role, handle_new_user, sync_profile_email,
-- check_enrollment_transition, record_enrollment_status) are granted to nobody: triggers fire without EXECUTE.
-- Sequences: identity columns and certificate numbers are drawn by the database, never by an API role.
