-- Core schema: reference data, users and sessions, campaigns, rewards, donations, and the
-- cross-cutting outbox, jobs and audit log. Modules add their own tables in later files:
-- accounts 1xxx, campaigns 2xxx, donations/payments 3xxx, trust 4xxx.
create extension if not exists pg_trgm;

create table states (
  id integer primary key,
  name text not null unique,
  code text not null unique
);

create table lgas (
  id integer primary key,
  state_id integer not null references states(id),
  name text not null,
  unique (state_id, name)
);

create table users (
  id bigserial primary key,
  email text not null,
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  mobile text,
  mobile_verified_at timestamptz,
  image_key text,
  gender text check (gender in ('male', 'female')),
  state_id integer references states(id),
  lga_id integer references lgas(id),
  is_organization boolean not null default false,
  role text not null default 'user' check (role in ('user', 'admin')),
  email_verified_at timestamptz,
  identity_status text not null default 'none' check (identity_status in ('none', 'submitted', 'approved', 'rejected')),
  identity_note text,
  volunteer_status text not null default 'none' check (volunteer_status in ('none', 'pending', 'approved', 'rejected')),
  volunteer_grade smallint check (volunteer_grade between 1 and 5),
  organization_name text,
  organization_type text,
  category text,
  organization_mobile text,
  secondary_mobile text,
  organization_address text,
  facebook text,
  twitter text,
  instagram text,
  organization_f_img_1 text,
  organization_f_img_2 text,
  organization_f_img_3 text,
  relevant_doc text,
  user_ref jsonb,
  facebook_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_lower_key on users (lower(email));
create index users_volunteers_idx on users (state_id) where volunteer_status = 'approved';

create table sessions (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  user_agent text,
  ip text
);
create index sessions_user_idx on sessions (user_id);

create table campaigns (
  id bigserial primary key,
  public_id text not null unique,
  owner_id bigint not null references users(id),
  title text not null,
  summary text not null,
  description_html text not null default '',
  goal_kobo bigint not null check (goal_kobo > 0),
  pledged_kobo bigint not null default 0 check (pledged_kobo >= 0),
  category text not null,
  affiliated_organization text,
  type text not null check (type in ('Reward based', 'Non-reward based')),
  status smallint not null default 0 check (status between 0 and 4),
  image_key text,
  image1_key text,
  image2_key text,
  image3_key text,
  message text,
  message_image1_key text,
  message_image2_key text,
  suspended_at timestamptz,
  goal_reached_at timestamptz,
  verified_at timestamptz,
  donations_closed_at timestamptz,
  closed_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(summary, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(category, '')), 'C')
  ) stored
);
create index campaigns_owner_idx on campaigns (owner_id);
create index campaigns_status_created_idx on campaigns (status, created_at desc);
create index campaigns_search_idx on campaigns using gin (search);
create index campaigns_title_trgm_idx on campaigns using gin (title gin_trgm_ops);

create table campaign_transitions (
  id bigserial primary key,
  campaign_id bigint not null references campaigns(id),
  from_status smallint,
  to_status smallint not null,
  actor_id bigint references users(id),
  reason text,
  created_at timestamptz not null default now()
);
create index campaign_transitions_campaign_idx on campaign_transitions (campaign_id);

create table rewards (
  id bigserial primary key,
  campaign_id bigint not null references campaigns(id) on delete cascade,
  donation_kobo bigint not null check (donation_kobo > 0),
  reward_type text not null check (reward_type in ('Material', 'Non-material')),
  reward text not null,
  created_at timestamptz not null default now()
);
create index rewards_campaign_idx on rewards (campaign_id);

create table donations (
  id bigserial primary key,
  reference text not null unique,
  campaign_id bigint not null references campaigns(id),
  user_id bigint references users(id),
  first_name text,
  last_name text,
  email text not null,
  mobile text,
  comment text,
  anonymous boolean not null default false,
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null default 'NGN',
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'failed', 'abandoned', 'expired', 'refund_pending', 'refunded')),
  provider text not null,
  provider_txn_id text,
  channel text,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index donations_campaign_idx on donations (campaign_id, status);
create index donations_user_idx on donations (user_id);
create index donations_pending_idx on donations (created_at) where status = 'pending';

create table outbox (
  id bigserial primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text,
  body_text text not null,
  body_html text,
  links jsonb not null default '[]',
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index outbox_due_idx on outbox (next_attempt_at) where status = 'pending';

create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}',
  unique_key text unique,
  run_at timestamptz not null default now(),
  attempts integer not null default 0,
  max_attempts integer not null default 20,
  locked_by text,
  locked_until timestamptz,
  done_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
create index jobs_due_idx on jobs (run_at) where done_at is null and failed_at is null;

create table audit_log (
  id bigserial primary key,
  actor_id bigint references users(id),
  action text not null,
  subject_type text not null,
  subject_id text not null,
  data jsonb not null default '{}',
  ip text,
  created_at timestamptz not null default now()
);
create index audit_log_subject_idx on audit_log (subject_type, subject_id);
create index audit_log_created_idx on audit_log (created_at desc);
