-- A transfer reversed after it was paid (docs/decisions/043-refunds-and-payouts.md, "Reversed
-- transfers"): the payout is failed and marked reversed, and the ledger's `payout_reversed`
-- undoes the claim and the payout at once (provider +payout, commission +commission,
-- campaign −raised), written once per payout by ledger_txn_payout_once.
alter table ledger_transactions drop constraint ledger_transactions_kind_check;
alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in (
  'donation', 'refund_due', 'mismatch_receipt', 'refund_sent', 'claim', 'claim_reversed', 'payout_sent',
  'payout_reversed'  -- provider +payout, commission +commission, campaign −raised (the bank sent a paid transfer back)
));
alter table payouts add column reversed_at timestamptz;
