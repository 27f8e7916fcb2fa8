-- Supporter pages (issue 27, docs/decisions/094-supporter-pages.md): a signed-in supporter's own
-- page for a live campaign — their words and target — through which friends give to the campaign.
-- The money stays the campaign's (same donations, ledger, totals, refunds); a gift through a page
-- carries the page on its donation row, written when the gift starts, and a page's total is what
-- its paid donations add up to: nothing is added to the confirmation (no row of its own to update).
create table supporter_pages (
  id bigserial primary key,
  public_id text not null unique,
  campaign_id bigint not null references campaigns(id) on delete cascade,
  user_id bigint not null references users(id) on delete cascade,
  words text not null,
  target_kobo bigint not null check (target_kobo > 0),
  -- The campaign's owner (or an administrator) hid it: it is shown to nobody else and takes no gifts.
  hidden_at timestamptz,
  hidden_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One page per supporter and campaign.
  unique (campaign_id, user_id)
);
create index supporter_pages_user_idx on supporter_pages (user_id);

alter table donations add column supporter_page_id bigint references supporter_pages(id) on delete set null;
-- Only the gifts through a page are in it (most gifts add no entry); status and amount are in it so
-- a page's total reads the index alone.
create index donations_supporter_page_idx on donations (supporter_page_id, status) include (amount_kobo)
  where supporter_page_id is not null;
