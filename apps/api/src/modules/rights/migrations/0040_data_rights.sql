-- Data rights (issue 28, docs/decisions/085-data-rights.md): the archives people ask for, the
-- consents they give and withdraw, and what the daily retention job removed.

-- One archive asked for by its person (or by an administrator on a written request: requested_by
-- and reason). Built by a job; the e-mailed link's token is kept as its hash, works once, for 24
-- hours; the archive's bytes are dropped once downloaded or expired.
create table data_exports (
  id bigserial primary key,
  user_id bigint not null,
  requested_by bigint not null,
  reason text,
  status text not null default 'queued' check (status in ('queued', 'ready', 'downloaded', 'expired')),
  token_hash bytea unique,
  archive bytea,
  size_bytes integer,
  created_at timestamptz not null default now(),
  ready_at timestamptz,
  expires_at timestamptz,
  downloaded_at timestamptz
);
create index data_exports_user_idx on data_exports (user_id, id desc);

-- A consent to mail that is not transactional: the words shown, in which language, when given and
-- when withdrawn. A new consent is a new row; the history stays.
create table consents (
  id bigserial primary key,
  user_id bigint not null,
  purpose text not null check (purpose in ('campaign_updates', 'news')),
  text_shown text not null,
  language text not null,
  given_at timestamptz not null default now(),
  withdrawn_at timestamptz
);
create unique index consents_one_active on consents (user_id, purpose) where withdrawn_at is null;

-- What each run of the daily retention job removed (read by the metrics).
create table retention_runs (
  id bigserial primary key,
  ran_at timestamptz not null default now(),
  identity_documents integer not null,
  volunteer_documents integer not null,
  payouts_cleared integer not null,
  exports_expired integer not null
);

-- The trust module's volunteer_applications (changed here for its retention and erasure functions,
-- personal-data.ts): an application awaiting its decision must have both documents; once decided
-- (or withdrawn to a draft by erasure) its documents may be deleted, so the check no longer asks
-- for them after the decision.
alter table volunteer_applications drop constraint volunteer_applications_check;
alter table volunteer_applications add constraint volunteer_applications_submitted check (status = 'draft' or submitted_at is not null);
alter table volunteer_applications add constraint volunteer_applications_documents
  check (status <> 'pending' or (id_document_key is not null and bill_document_key is not null));
