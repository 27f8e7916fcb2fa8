-- Monthly giving (issue 27, docs/decisions/092-monthly-giving.md): a donor's standing order to a
-- campaign, carried out by the provider's plan and subscription. Every charge it makes is a
-- donation of its own (donations.subscription_id), confirmed like any gift.
create table subscriptions (
  id bigserial primary key,
  -- What the API and the manage page name it by (never the serial id).
  public_id text not null unique,
  campaign_id bigint not null,
  user_id bigint,
  email text not null,
  first_name text,
  last_name text,
  anonymous boolean not null default false,
  language text,
  amount_kobo bigint not null check (amount_kobo > 0),
  -- The provider's plan (one per subscription, so its amount can change alone) and subscription.
  provider text not null,
  plan_code text not null unique,
  subscription_code text unique,
  email_token text,
  -- The reference of the first charge, which subscribes the donor at checkout.
  first_reference text not null unique,
  -- pending: checkout not finished; active; paused (the donor's pause, the provider's disable);
  -- attention: a charge failed and the provider retries; cancelled: by the donor or the provider;
  -- ended: the campaign stopped taking gifts.
  status text not null default 'pending' check (status in ('pending', 'active', 'paused', 'attention', 'cancelled', 'ended')),
  -- Why it ended (the campaign closed, reached its goal, was suspended or deleted; the donor; the provider).
  end_reason text,
  -- The provider still has to be told to stop charging (ended by us, the job sends it).
  provider_stop_due boolean not null default false,
  -- The donor still has to be told it ended (the subscriptions job sends it, once).
  notice_due boolean not null default false,
  day_of_month smallint not null check (day_of_month between 1 and 28),
  next_payment_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  ended_at timestamptz
);
create index subscriptions_campaign_idx on subscriptions (campaign_id) where status in ('pending', 'active', 'paused', 'attention');
create index subscriptions_email_idx on subscriptions (email);
create index subscriptions_stop_due_idx on subscriptions (id) where provider_stop_due;
create index subscriptions_notice_due_idx on subscriptions (id) where notice_due;

-- Every charge of a subscription is a donation of its own.
alter table donations add column subscription_id bigint references subscriptions(id);
create index donations_subscription_idx on donations (subscription_id) where subscription_id is not null;

-- A charge the provider could not take (invoice.payment_failed): the donor is told once per invoice.
create table subscription_failures (
  id bigserial primary key,
  subscription_id bigint not null references subscriptions(id),
  invoice_code text not null unique,
  amount_kobo bigint,
  reason text,
  created_at timestamptz not null default now()
);

-- The link that opens the manage page without signing in: single-purpose, expiring, for one
-- address's subscriptions only. Only a hash of the token is kept.
create table subscription_links (
  id bigserial primary key,
  token_hash text not null unique,
  email text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index subscription_links_expiry_idx on subscription_links (expires_at);

-- Signed subscription events already applied (a hash of the raw body): the same body delivered
-- again is answered, and changes nothing (decision 092).
create table subscription_webhooks (
  body_hash text primary key,
  event text not null,
  received_at timestamptz not null default now()
);
