-- Donations and money (docs/decisions/041-ledger.md): the donation's follow-up columns, the
-- double-entry ledger, refunds, payout accounts and payouts.

-- When the reconciliation job asks the provider about a pending donation next, and what the
-- provider last said about it.
alter table donations
  add column gateway_response text,
  add column next_check_at timestamptz,
  add column check_count integer not null default 0;
create index donations_check_idx on donations (coalesce(next_check_at, created_at)) where status = 'pending';
-- A campaign's confirmed donations, newest first (its Donations and Comments tabs).
create index donations_public_idx on donations (campaign_id, paid_at desc, id desc) where status = 'paid';

-- Ledger. Signed amounts: a debit is positive, a credit negative. Every transaction balances
-- (checked at commit by the triggers below), so the whole ledger sums to zero.
create table ledger_accounts (
  id bigserial primary key,
  code text not null unique,
  kind text not null check (kind in ('asset', 'liability', 'revenue')),
  campaign_id bigint unique references campaigns(id),
  created_at timestamptz not null default now()
);
-- Fixed accounts with fixed ids (code reads them as constants); campaigns get theirs on demand.
insert into ledger_accounts (id, code, kind) values
  (1, 'provider', 'asset'),             -- our balance at the payment provider
  (2, 'payable:refunds', 'liability'),  -- owed back to donors, refund not yet processed
  (3, 'payable:payouts', 'liability'),  -- owed to campaign owners, transfer not yet paid
  (4, 'revenue:commission', 'revenue'); -- the 5% commission on the goal, taken at claim
select setval(pg_get_serial_sequence('ledger_accounts', 'id'), 100, false);

create table ledger_transactions (
  id bigserial primary key,
  kind text not null check (kind in (
    'donation',          -- provider +x, campaign −x
    'refund_due',        -- campaign +x, refunds payable −x
    'mismatch_receipt',  -- provider +x, refunds payable −x (money that matched no donation)
    'refund_sent',       -- refunds payable +x, provider −x
    'claim',             -- campaign +(payout + commission), payouts payable −payout, commission −commission
    'claim_reversed',    -- the claim undone after a failed transfer
    'payout_sent'        -- payouts payable +x, provider −x
  )),
  -- No foreign key to campaigns on purpose: its check would take a share lock on the campaign
  -- row before the confirmation updates it, and a transition's FOR UPDATE would then deadlock.
  campaign_id bigint,
  donation_id bigint references donations(id),
  refund_id bigint,
  payout_id bigint,
  created_at timestamptz not null default now()
);
-- Each money event is written once, however often its cause is replayed.
create unique index ledger_txn_donation_once on ledger_transactions (kind, donation_id)
  where kind in ('donation', 'refund_due', 'mismatch_receipt');
create unique index ledger_txn_refund_once on ledger_transactions (kind, refund_id) where refund_id is not null;
create unique index ledger_txn_payout_once on ledger_transactions (kind, payout_id) where payout_id is not null;
create index ledger_txn_campaign_idx on ledger_transactions (campaign_id);

create table ledger_entries (
  id bigserial primary key,
  transaction_id bigint not null references ledger_transactions(id),
  account_id bigint not null references ledger_accounts(id),
  amount_kobo bigint not null check (amount_kobo <> 0),
  created_at timestamptz not null default now()
);
create index ledger_entries_txn_idx on ledger_entries (transaction_id);
create index ledger_entries_account_idx on ledger_entries (account_id);

create function ledger_check_transaction(txn bigint) returns void language plpgsql as $$
declare
  total numeric;
  n integer;
begin
  select coalesce(sum(amount_kobo), 0), count(*) into total, n from ledger_entries where transaction_id = txn;
  if total <> 0 or n < 2 then
    raise exception 'ledger transaction % does not balance (sum %, % entries)', txn, total, n
      using errcode = 'check_violation';
  end if;
end $$;

create function ledger_entry_balanced() returns trigger language plpgsql as $$
begin
  perform ledger_check_transaction(new.transaction_id);
  return null;
end $$;

create function ledger_transaction_balanced() returns trigger language plpgsql as $$
begin
  perform ledger_check_transaction(new.id);
  return null;
end $$;

create constraint trigger ledger_entries_balanced after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_entry_balanced();
create constraint trigger ledger_transactions_balanced after insert on ledger_transactions
  deferrable initially deferred for each row execute function ledger_transaction_balanced();

create function ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the ledger is append-only: % on % refused', tg_op, tg_table_name;
end $$;
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_append_only();
create trigger ledger_transactions_append_only before update or delete on ledger_transactions
  for each row execute function ledger_append_only();

-- Refunds: at most one per donation, in full.
create table refunds (
  id bigserial primary key,
  donation_id bigint not null unique references donations(id),
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null default 'NGN',
  reason text not null check (reason in ('campaign_deleted', 'closed_before_goal', 'late_payment', 'amount_mismatch')),
  status text not null default 'pending' check (status in ('pending', 'sent', 'processed', 'failed')),
  provider_refund_id text,
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  processed_at timestamptz
);
create index refunds_status_idx on refunds (status, created_at desc);

-- The owner's bank account for payouts (one per user, replaced when changed).
create table payout_accounts (
  user_id bigint primary key references users(id),
  bank_code text not null,
  bank_name text not null,
  account_number text not null check (account_number ~ '^[0-9]{10}$'),
  account_name text not null,
  recipient_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table payouts (
  id bigserial primary key,
  reference text not null unique,
  campaign_id bigint not null references campaigns(id),
  owner_id bigint not null references users(id),
  raised_kobo bigint not null check (raised_kobo > 0),
  commission_kobo bigint not null check (commission_kobo >= 0),
  amount_kobo bigint not null check (amount_kobo > 0),
  bank_code text not null,
  bank_name text not null,
  account_number text not null,
  account_name text not null,
  recipient_code text,
  status text not null default 'pending' check (status in ('pending', 'processing', 'paid', 'failed')),
  transfer_code text,
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  failed_at timestamptz,
  check (amount_kobo + commission_kobo = raised_kobo)
);
-- A campaign is paid out once: a second claim is possible only after a transfer failed.
create unique index payouts_one_live_per_campaign on payouts (campaign_id) where status <> 'failed';
create index payouts_status_idx on payouts (status, created_at desc);
