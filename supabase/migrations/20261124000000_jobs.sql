-- A persistent job table for work that must happen later or outside a request: e-mails, unpaid-hold expiry,
-- session reminders. Jobs survive restarts; a job is claimed by one worker at a time (FOR UPDATE SKIP LOCKED), and
-- a dedupe key makes "enqueue the same thing twice" a no-op. The API roles get nothing here: only SECURITY DEFINER
-- functions (and the server's own connection) touch it.

create schema if not exists private;
revoke all on schema private from public;

create table private.jobs (
  id bigint generated always as identity primary key,
  kind text not null check (kind ~ '^[a-z][a-z0-9_.-]{0,62}$'),
  payload jsonb not null default '{}'::jsonb,
  run_at timestamptz not null default now(),
  dedupe_key text unique,
  state text not null default 'pending' check (state in ('pending', 'running', 'done', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 5 check (max_attempts between 1 and 50),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);

create index jobs_due_idx on private.jobs (run_at, id) where state in ('pending', 'running');

comment on table private.jobs is 'Deferred work run by the server''s job runner (server/src/jobs).';

-- Enqueues a job; with a dedupe key already used, nothing is added and null is returned.
create function private.enqueue_job(
  p_kind text,
  p_payload jsonb default '{}'::jsonb,
  p_run_at timestamptz default now(),
  p_dedupe_key text default null
) returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into private.jobs (kind, payload, run_at, dedupe_key)
  values (p_kind, coalesce(p_payload, '{}'::jsonb), coalesce(p_run_at, now()), p_dedupe_key)
  on conflict (dedupe_key) do nothing
  returning id;
$$;

revoke all on function private.enqueue_job(text, jsonb, timestamptz, text) from public;
