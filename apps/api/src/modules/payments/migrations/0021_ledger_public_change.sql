-- The money panel (GET /campaigns/{id}/money, issue 14) is summed from the ledger and kept by the
-- public cache with the campaign's page (docs/decisions/070): every ledger transaction of a
-- campaign (a donation, a refund decided, a claim, a payout paid, failed or sent back) says
-- 'money <campaign id> <public id>', which drops that campaign's pages and answers at once. A
-- donation's own status change already says the same; identical notices in one transaction fold
-- into one. The ledger is append-only, so inserts are all there is to watch.
create trigger ledger_transactions_public_change after insert on ledger_transactions
  for each row when (new.campaign_id is not null) execute function notify_public_campaign_child('money');
