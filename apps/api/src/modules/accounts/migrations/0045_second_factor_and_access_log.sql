-- Issue 28, docs/decisions/086-second-factor-and-access-log.md.
-- A session proven by a second factor (at sign-in, or by enrolling one in that session) carries the time;
-- administrators and volunteers need such a session to open private documents or decide anything.
alter table sessions add column second_factor_at timestamptz;

-- A person's second factors: authenticator-app (TOTP) secrets and passkeys (WebAuthn credentials).
create table second_factors (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  kind text not null check (kind in ('totp', 'passkey')),
  label text not null default '',
  -- TOTP: the base32 secret and the last 30-second step accepted (a code is good once).
  totp_secret text,
  totp_last_step bigint,
  -- Passkey: the credential, its public key, its signature counter, its transports.
  credential_id text unique,
  public_key bytea,
  counter bigint not null default 0,
  transports text[] not null default '{}',
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  check ((kind = 'totp' and totp_secret is not null) or (kind = 'passkey' and credential_id is not null and public_key is not null))
);
create index second_factors_user on second_factors (user_id);

-- One-time recovery codes: only their SHA-256.
create table recovery_codes (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  code_hash bytea not null unique,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index recovery_codes_user on recovery_codes (user_id);

-- The step between the password and the session, and WebAuthn challenges: short-lived, single-use.
create table second_factor_challenges (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('login', 'passkey_register')),
  ticket_hash bytea unique,
  challenge text,
  remember boolean not null default false,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index second_factor_challenges_user on second_factor_challenges (user_id);

-- Who saw a private document or detail of a person, when, and why (shown to that person in Settings).
create table private_views (
  id bigserial primary key,
  owner_id bigint not null references users(id) on delete cascade,
  viewer_id bigint not null references users(id) on delete cascade,
  viewer_role text not null check (viewer_role in ('admin', 'volunteer', 'other')),
  what text not null check (what in ('id_document', 'proof_of_address', 'identity_details', 'identity_file', 'delivery_details', 'contact')),
  subject text,
  reason text not null,
  created_at timestamptz not null default now()
);
create index private_views_owner on private_views (owner_id, created_at desc);
