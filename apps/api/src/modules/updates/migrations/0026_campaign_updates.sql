-- Campaign updates (issue 14, docs/decisions/049-campaign-updates.md): the owner's news, e-mailed
-- to the campaign's donors, each address once per update, with a one-click unsubscribe.
create table campaign_updates (
  id bigserial primary key,
  campaign_id bigint not null references campaigns (id),
  author_id bigint not null,
  -- 'thank_you': the message the owner closed the campaign with, sent the same way.
  kind text not null default 'update' check (kind in ('update', 'thank_you')),
  body_html text not null,
  image1_key text,
  image2_key text,
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  deleted_by bigint
);
create index campaign_updates_campaign_idx on campaign_updates (campaign_id, id desc) where deleted_at is null;
-- One thank-you per campaign, however often the close is retried.
create unique index campaign_updates_thank_you_idx on campaign_updates (campaign_id) where kind = 'thank_you';

-- The sent-marker: one row per (update, address), written in the transaction that writes the
-- e-mail to the outbox, so a mailing job that is retried never mails an address twice. It holds
-- the SHA-256 of the mail's unsubscribe token (the token itself is only in the e-mail).
create table update_mails (
  id bigserial primary key,
  update_id bigint not null references campaign_updates (id),
  campaign_id bigint not null references campaigns (id),
  email text not null check (email = lower(email)),
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  unique (update_id, email)
);

-- Addresses that asked for no more updates of a campaign (receipts and refunds still go).
create table update_unsubscribes (
  campaign_id bigint not null references campaigns (id),
  email text not null check (email = lower(email)),
  created_at timestamptz not null default now(),
  primary key (campaign_id, email)
);
