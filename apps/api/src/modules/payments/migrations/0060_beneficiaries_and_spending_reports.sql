-- Issue 25, docs/decisions/090-beneficiaries-and-spending-reports.md: a campaign may name the
-- institution its payouts go to (a hospital, a school, a supplier), confirmed by the campaign's
-- volunteer; after each payout its owner accounts for the money with receipts, confirmed or
-- flagged by the volunteer.

-- One beneficiary per campaign. The account name always comes from the bank (account resolve);
-- a change clears the confirmation, so payouts wait for the volunteer again.
create table campaign_beneficiaries (
  campaign_id bigint primary key references campaigns (id),
  name text not null check (length(name) between 2 and 120),
  -- a verified organisation picked by name (its own payout account), or null
  organization_id bigint references users (id),
  bank_code text not null,
  bank_name text not null,
  account_number text not null check (account_number ~ '^\d{10}$'),
  account_name text not null,
  recipient_code text,
  set_by bigint not null references users (id),
  set_at timestamptz not null default now(),
  confirmed_by bigint references users (id),
  confirmed_at timestamptz,
  confirm_note text,
  check ((confirmed_by is null) = (confirmed_at is null))
);
create index campaign_beneficiaries_waiting_idx on campaign_beneficiaries (set_at) where confirmed_at is null;

-- A payout's destination as claimed: null = the owner's own account, else the beneficiary's name.
alter table payouts add column beneficiary_name text;

-- What a payout bought: lines of (what, kobo), receipts (private objects, image or PDF), and the
-- volunteer's decision. Several reports may account for one payout; flagged ones do not count.
create table spending_reports (
  id bigserial primary key,
  payout_id bigint not null references payouts (id),
  campaign_id bigint not null references campaigns (id),
  author_id bigint not null references users (id),
  note text not null,
  items jsonb not null,
  total_kobo bigint not null check (total_kobo > 0),
  status text not null default 'submitted' check (status in ('submitted', 'confirmed', 'flagged')),
  decided_by bigint references users (id),
  decided_at timestamptz,
  decision_note text,
  created_at timestamptz not null default now()
);
create index spending_reports_payout_idx on spending_reports (payout_id);
create index spending_reports_flagged_idx on spending_reports (decided_at) where status = 'flagged';

create table spending_receipts (
  id bigserial primary key,
  report_id bigint not null references spending_reports (id),
  object_key text not null,
  created_at timestamptz not null default now()
);
create index spending_receipts_report_idx on spending_receipts (report_id);

-- The money panel (kept by the public cache with the campaign's page) shows the beneficiary and
-- what each payout is accounted for: a change of either drops that campaign's pages.
create trigger campaign_beneficiaries_public_change after insert or update or delete on campaign_beneficiaries
  for each row execute function notify_public_campaign_child('money');
create trigger spending_reports_public_change after insert or update on spending_reports
  for each row execute function notify_public_campaign_child('money');
