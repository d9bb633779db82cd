-- Issue 24: the counters of the rate limits, and the addresses each account signed up or in from live in the
-- database, so every server instance on one PostgreSQL shares them and a restart keeps
-- them (decision 0771). Only the server's own connection touches them: the API roles get nothing.

create schema if not exists private;
revoke all on schema private from public;

-- One fixed window per action and key (e.g. `token:ip:203.0.113.7`, `tokenAccount:account:ana@example.com`).
create table private.rate_limit_windows (
  id text primary key check (char_length(id) <= 400),
  count integer not null check (count > 0),
  ends_at timestamptz not null
);
create index rate_limit_windows_ends_idx on private.rate_limit_windows (ends_at);
alter table private.rate_limit_windows enable row level security;
revoke all on private.rate_limit_windows from public, anon, authenticated;
comment on table private.rate_limit_windows is 'Rate-limit counters shared by every server instance (server/src/auth/rate-limit.ts).';

-- Addresses an account signed in or signed up from: while the account is locked by failed attempts, they still may.
create table private.known_sign_in_addresses (
  account text not null check (char_length(account) <= 320),
  address text not null check (char_length(address) <= 64),
  until timestamptz not null,
  primary key (account, address)
);
create index known_sign_in_addresses_until_idx on private.known_sign_in_addresses (until);
alter table private.known_sign_in_addresses enable row level security;
revoke all on private.known_sign_in_addresses from public, anon, authenticated;
