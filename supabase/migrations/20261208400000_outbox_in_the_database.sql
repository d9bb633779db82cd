-- Issue 47 item 2 (decision 1027): without SMTP_URL, the e-mails an instance "sends" are kept for /_dev/outbox. On
-- PostgreSQL (DATABASE_URL) they are kept here rather than in the instance's DATA_DIR/outbox, so that what one
-- instance sent is seen from any other, and an instance can be replaced without losing them. Only the server's own
-- connection writes and reads it (no grant to the API roles).
create table private.outbox_messages (
  seq bigint generated always as identity primary key,
  -- The message id (a job's `job-<id>`, or one made at sending): a retry of a message already kept adds nothing.
  id text not null unique,
  created_at timestamptz not null default now(),
  message jsonb not null
);

create index outbox_messages_newest on private.outbox_messages (created_at desc, seq desc);
