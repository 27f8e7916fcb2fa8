-- The sandbox provider's plans and subscriptions (providers/sandbox.ts, issue 27, decision 100):
-- what Paystack keeps on its side for monthly giving, so the embedded default runs the same
-- product code as Paystack. Only the sandbox writes here.

-- A charge initialised with a plan subscribes the customer when it is paid.
alter table sandbox_charges add column plan_code text;

create table sandbox_plans (
  id bigserial primary key,
  plan_code text not null unique,
  name text not null,
  -- Paystack's least plan amount is ₦100.
  amount_kobo bigint not null check (amount_kobo >= 10000),
  interval text not null check (interval in ('monthly')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table sandbox_subscriptions (
  id bigserial primary key,
  subscription_code text not null unique,
  email_token text not null,
  -- One subscription per plan, as the product makes one plan per monthly gift.
  plan_code text not null unique references sandbox_plans(plan_code),
  email text not null,
  -- Paystack's statuses: active; attention (the last charge failed, it retries); cancelled (disabled).
  status text not null check (status in ('active', 'attention', 'cancelled')),
  -- The test card the charges are taken from (only the sandbox's published test numbers).
  card_number text not null,
  card_last4 text not null,
  day_of_month smallint not null check (day_of_month between 1 and 28),
  next_payment_at timestamptz not null,
  invoices integer not null default 0,
  -- The card-update page's link (the provider's manage link): a token of its own, expiring.
  link_token text,
  link_expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The events the sandbox would have sent as webhooks (it sends none): the dev tools deliver them
-- to the same handler as the webhook, once each, oldest first.
create table sandbox_events (
  id bigserial primary key,
  body jsonb not null,
  delivered_at timestamptz,
  created_at timestamptz not null default now()
);
create index sandbox_events_due_idx on sandbox_events (id) where delivered_at is null;
