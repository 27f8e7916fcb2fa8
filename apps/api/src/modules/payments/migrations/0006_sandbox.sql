-- The sandbox payment provider's own records (modules/payments/providers/sandbox.ts): what a
-- real provider would keep on its side. Only the embedded default writes here; the donations
-- module never reads these tables, it asks the provider.
create table sandbox_charges (
  id bigserial primary key,
  reference text not null unique,
  email text not null,
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null default 'NGN',
  status text not null default 'pending'
    check (status in ('pending', 'success', 'failed', 'abandoned', 'reversed')),
  channel text,
  card_last4 text,
  gateway_response text,
  metadata jsonb,
  refunded_kobo bigint not null default 0 check (refunded_kobo >= 0 and refunded_kobo <= amount_kobo),
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table sandbox_refunds (
  id bigserial primary key,
  charge_id bigint not null references sandbox_charges(id),
  amount_kobo bigint not null check (amount_kobo > 0),
  status text not null check (status in ('pending', 'processing', 'processed', 'failed', 'needs-attention')),
  note text,
  created_at timestamptz not null default now()
);
create index sandbox_refunds_charge_idx on sandbox_refunds (charge_id);

create table sandbox_recipients (
  id bigserial primary key,
  recipient_code text not null unique,
  name text not null,
  account_number text not null,
  bank_code text not null,
  created_at timestamptz not null default now(),
  unique (bank_code, account_number)
);

create table sandbox_transfers (
  id bigserial primary key,
  reference text not null unique,
  transfer_code text not null unique,
  recipient_code text not null references sandbox_recipients(recipient_code),
  amount_kobo bigint not null check (amount_kobo > 0),
  reason text not null default '',
  status text not null check (status in ('queued', 'pending', 'success', 'failed', 'reversed', 'otp')),
  created_at timestamptz not null default now()
);
