-- A permanent bank account number per live campaign (issue 27, docs/decisions/093-dedicated-accounts.md):
-- the provider's dedicated virtual account, assigned to a provider customer of the campaign's own.
-- One row per campaign, kept through its life: requested (waiting for the provider), active (the
-- number is shown and takes transfers), failed (the provider refused; retried by the sweep),
-- deactivated (the campaign closed or was deleted; the provider no longer takes transfers into it).
create table dedicated_accounts (
  id bigserial primary key,
  campaign_id bigint not null unique references campaigns(id) on delete cascade,
  status text not null default 'requested' check (status in ('requested', 'active', 'failed', 'deactivating', 'deactivated')),
  customer_code text,
  provider_account_id text,
  account_number text check (account_number ~ '^[0-9]{10}$'),
  account_name text,
  bank_name text,
  bank_slug text,
  last_error text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  assigned_at timestamptz,
  deactivated_at timestamptz,
  check (status not in ('active', 'deactivating') or (account_number is not null and account_name is not null and bank_name is not null))
);
-- A transfer's event names the account's customer; an old number stays the campaign's (unique).
create unique index dedicated_accounts_customer_idx on dedicated_accounts (customer_code) where customer_code is not null;
create unique index dedicated_accounts_number_idx on dedicated_accounts (account_number) where account_number is not null;
create index dedicated_accounts_status_idx on dedicated_accounts (status, updated_at);

-- "Send anonymously": a sender asks on the campaign page before sending, and gets a short code to
-- put in the transfer's description (narration); optionally the name on their bank account too,
-- for banks that drop the narration. A mark lasts 48 hours and hides the name of one transfer.
create table transfer_anonymity (
  id bigserial primary key,
  campaign_id bigint not null references campaigns(id) on delete cascade,
  code text not null unique check (code ~ '^[A-Z0-9]{6}$'),
  -- The sender's name as a bank shows it, reduced to its sorted letters-only words (transfers/anonymity.ts).
  sender_key text,
  expires_at timestamptz not null,
  used_at timestamptz,
  donation_id bigint references donations(id),
  created_at timestamptz not null default now()
);
create index transfer_anonymity_campaign_idx on transfer_anonymity (campaign_id, expires_at) where used_at is null;

-- A transfer above what an all-or-nothing goal still needs (or to a campaign under review) is
-- sent back: a refund of its own reason.
alter table refunds drop constraint refunds_reason_check;
alter table refunds add constraint refunds_reason_check
  check (reason in ('campaign_deleted', 'closed_before_goal', 'late_payment', 'amount_mismatch', 'transfer_refused'));

-- The sandbox provider's side of dedicated accounts (providers/sandbox.ts): its customers and the
-- account each holds, as Paystack keeps them.
create table sandbox_customers (
  id bigserial primary key,
  customer_code text not null unique,
  email text not null unique,
  first_name text not null,
  last_name text not null,
  phone text not null,
  account_number text unique check (account_number ~ '^[0-9]{10}$'),
  account_active boolean not null default false,
  created_at timestamptz not null default now()
);
