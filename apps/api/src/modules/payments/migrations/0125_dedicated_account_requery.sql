-- "I sent money, it is not showing" (issue 27, docs/decisions/101-requery-dedicated-accounts.md):
-- when the campaign's owner or an administrator last asked the provider to look again for
-- transfers into the account. One ask per account per REQUERY_MINUTES, whoever asks and on
-- whichever instance; the cooldown is this column.
alter table dedicated_accounts add column requeried_at timestamptz;
