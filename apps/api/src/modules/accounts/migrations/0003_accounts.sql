-- Accounts (docs/decisions/020-accounts-tokens-and-sessions.md): single-use, hashed, expiring
-- tokens for e-mail verification, password reset, e-mail change and the Facebook sign-in hand-off;
-- SMS codes for phone confirmation; social sign-up details that prefill the sign-up forms once.

create table account_tokens (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('verify_email', 'reset_password', 'change_email', 'social_login')),
  token_hash bytea not null unique,
  new_email text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  check (purpose <> 'change_email' or new_email is not null)
);
create index account_tokens_user_idx on account_tokens (user_id, purpose) where used_at is null;

create table phone_codes (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  phone text not null,
  code_hash bytea not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index phone_codes_user_idx on phone_codes (user_id, created_at desc);

create table social_signups (
  id text primary key,
  provider text not null default 'facebook' check (provider in ('facebook')),
  provider_user_id text not null,
  email text,
  first_name text not null default '',
  last_name text not null default '',
  name text not null default '',
  kind text not null check (kind in ('individual', 'organization')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- The kind of identity document given on /verify (one of the spec's accepted ID types).
alter table users add column id_type text;
