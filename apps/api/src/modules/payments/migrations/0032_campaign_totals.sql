-- A campaign's running total, owned by the money side (issue 24) and kept off the campaigns row
-- (issue 29). Every confirmation used to update the wide campaigns row, which carries a dozen
-- indexes (two GIN, one on goal_kobo - pledged_kobo): no update could be HOT, each gift rewrote
-- every index entry of the campaign while holding the row lock the next gift waited for, and one
-- campaign took about 50 gifts a second. Here the total is a narrow row indexed by its key alone,
-- with room left on its page (fillfactor), so its updates are HOT: a gift changes one small heap
-- tuple and no index (docs/decisions/042-confirming-donations.md, "Speed").
create table campaign_totals (
  campaign_id bigint primary key references campaigns(id) on delete cascade,
  pledged_kobo bigint not null default 0 check (pledged_kobo >= 0),
  -- The campaign takes donations (status 1): the confirmation's gate, on the row it updates, so a
  -- transition that closes the campaign and a confirmation in flight serialise on this row alone.
  open boolean not null default false
) with (fillfactor = 50);
-- Only ever the key: an index on pledged_kobo or open would make every update non-HOT.

-- The row follows its campaign: created with it (whoever inserts the campaign: the wizard, the
-- demo seed, tests, benchmarks), and `open` kept equal to "status is 1" by any status change.
create function campaign_totals_follow() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into campaign_totals (campaign_id, open) values (new.id, new.status = 1);
  elsif (old.status = 1) is distinct from (new.status = 1) then
    update campaign_totals set open = (new.status = 1) where campaign_id = new.id;
  end if;
  return null;
end $$;

create trigger campaign_totals_follow after insert or update of status on campaigns
  for each row execute function campaign_totals_follow();

insert into campaign_totals (campaign_id, pledged_kobo, open)
select id, pledged_kobo, status = 1 from campaigns;

-- The read model other modules read the totals through (campaigns' campaign_facts, lists, pages).
create view campaign_money as
select campaign_id, pledged_kobo from campaign_totals;

-- A total that changes drops that campaign's cached pages ('money', docs/decisions/070). A
-- confirmation's donation and ledger rows already say the same in the same transaction, and
-- identical notices in one transaction fold into one, so this adds no notification of its own;
-- it covers a total changed on its own (a refund of everyone, a repair by hand).
create trigger campaign_totals_public_change after update of pledged_kobo on campaign_totals
  for each row when (old.pledged_kobo is distinct from new.pledged_kobo)
  execute function notify_public_campaign_child('money');
