-- Staged claims (issue 25, docs/decisions/089-staged-claims.md): a keep-what-you-raise campaign's
-- owner claims what has been raised so far, in stages, each a payout of its own. An all-or-nothing
-- campaign keeps one live payout (the spec's single claim); stages are many, each claimed under
-- the campaign's row lock (payouts.service.ts), so two claims at once take turns and the second
-- sees what the first took.
alter table payouts add column staged boolean not null default false;
drop index payouts_one_live_per_campaign;
create unique index payouts_one_live_per_campaign on payouts (campaign_id) where status <> 'failed' and not staged;
create index payouts_campaign_idx on payouts (campaign_id, id);
