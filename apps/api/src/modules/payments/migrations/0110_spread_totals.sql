-- A hot campaign's running total, spread over a few rows (issue 29, docs/decisions/097).
--
-- Measured after 0032 (one narrow HOT row per campaign): one campaign still took 175 confirmations a
-- second on a quiet machine, 37 under load, and backends sampled in pg_stat_activity waited on
-- Lock:transactionid (the totals row's lock) about ten times as often as they ran: every gift to one
-- campaign holds the same row from its counting statement to its commit (reward, two e-mails, the
-- commit's WAL flush). A campaign that receives many gifts a second now counts them on one of a few
-- slot rows, each with a budget: the part of what the goal still needs that gifts on that slot may
-- use without asking the others. A gift smaller than its slot's budget can never reach the goal
-- (head + Σ slots + Σ budgets stays below it), so it needs no other row; a gift that does not fit
-- takes the exact path: the head row, then every slot, locked, the exact total, the goal check, and
-- the budgets dealt again from what is left. The goal is crossed by exactly one gift, as before.

-- The head row learns the goal (kept by the trigger below, like `open`) and whether slots exist
-- (`spread`), and counts its recent gifts (`burst_at`, `burst_n`) to tell a hot campaign from a
-- quiet one. None of these is indexed: every update of the head stays HOT.
alter table campaign_totals
  add column goal_kobo bigint not null default 0,
  add column spread boolean not null default false,
  add column burst_at timestamptz,
  add column burst_n integer not null default 0;
update campaign_totals t set goal_kobo = c.goal_kobo from campaigns c where c.id = t.campaign_id;

-- The slots of a spread campaign: a narrow row each, indexed by its key alone, room on the page.
create table campaign_total_slots (
  campaign_id bigint not null references campaign_totals(campaign_id) on delete cascade,
  slot smallint not null check (slot between 1 and 64),
  pledged_kobo bigint not null default 0 check (pledged_kobo >= 0),
  -- What gifts counted on this slot may still add (strictly less: a gift must leave some of it).
  budget_kobo bigint not null default 0 check (budget_kobo >= 0),
  primary key (campaign_id, slot)
) with (fillfactor = 50);

-- The exact path, and the fold: both lock the head row first, then the slots (the order every
-- path takes), so they serialise with each other and wait for gifts in flight on the slots.

-- Folds a campaign's slots back into its head row and drops them (closing, refunds, decisions).
create function campaign_totals_fold(cid bigint) returns bigint language plpgsql as $$
declare
  total bigint;
begin
  perform 1 from campaign_totals where campaign_id = cid for update;
  with gone as (delete from campaign_total_slots where campaign_id = cid returning pledged_kobo)
  update campaign_totals set pledged_kobo = pledged_kobo + (select coalesce(sum(pledged_kobo), 0) from gone), spread = false
  where campaign_id = cid returning pledged_kobo into total;
  return total;
end $$;

-- Counts `kobo` on the campaign exactly: under the head's lock and every slot's, the total is what
-- every committed gift made it; nothing is counted when the campaign no longer takes donations.
-- Deals the budgets again from what the goal still needs (none left: every later gift comes here).
create function campaign_totals_count_exact(cid bigint, kobo bigint, out counted boolean, out pledged bigint, out goal bigint)
language plpgsql as $$
declare
  head_kobo bigint;
  is_open boolean;
  slots bigint;
  n integer;
begin
  select t.pledged_kobo, t.open, t.goal_kobo into head_kobo, is_open, goal from campaign_totals t where t.campaign_id = cid for update;
  select coalesce(sum(s.pledged_kobo), 0), count(*) into slots, n
  from (select pledged_kobo from campaign_total_slots where campaign_id = cid order by slot for update) s;
  if not coalesce(is_open, false) then
    counted := false;
    pledged := coalesce(head_kobo, 0) + slots;
    return;
  end if;
  update campaign_totals set pledged_kobo = pledged_kobo + kobo where campaign_id = cid;
  counted := true;
  pledged := head_kobo + slots + kobo;
  if n > 0 then
    update campaign_total_slots set budget_kobo = greatest(goal - pledged, 0) / (n + 1) where campaign_id = cid;
  end if;
end $$;

-- Spreads a campaign that the head row shows is hot over `n` slots, each with a share of what the
-- goal still needs. The caller holds the head row (its counting statement updated it) and the
-- campaign was not spread, so the head's total is exact.
create function campaign_totals_spread(cid bigint, n integer) returns void language plpgsql as $$
declare
  left_kobo bigint;
begin
  select greatest(goal_kobo - pledged_kobo, 0) into left_kobo from campaign_totals where campaign_id = cid and open and not spread;
  if left_kobo is null or left_kobo = 0 then return; end if;
  insert into campaign_total_slots (campaign_id, slot, budget_kobo)
  select cid, g, left_kobo / (n + 1) from generate_series(1, n) g;
  update campaign_totals set spread = true where campaign_id = cid;
end $$;

-- The head follows its campaign: created with it, `open` equal to "status is 1", `goal_kobo` equal
-- to its goal. A campaign that stops taking donations, or whose goal changes, is folded first: no
-- slot keeps a budget dealt against a goal or a gate that no longer holds.
create or replace function campaign_totals_follow() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into campaign_totals (campaign_id, open, goal_kobo) values (new.id, new.status = 1, new.goal_kobo);
  elsif (old.status = 1) is distinct from (new.status = 1) or old.goal_kobo is distinct from new.goal_kobo then
    perform campaign_totals_fold(new.id);
    update campaign_totals set open = (new.status = 1), goal_kobo = new.goal_kobo where campaign_id = new.id;
  end if;
  return null;
end $$;

drop trigger campaign_totals_follow on campaigns;
create trigger campaign_totals_follow after insert or update of status, goal_kobo on campaigns
  for each row execute function campaign_totals_follow();

-- What a campaign has raised: its head plus its slots (a handful of rows, only while it is hot).
create or replace view campaign_money as
select t.campaign_id, (t.pledged_kobo + coalesce(s.pledged_kobo, 0))::bigint as pledged_kobo
from campaign_totals t
left join (select campaign_id, sum(pledged_kobo) as pledged_kobo from campaign_total_slots group by campaign_id) s
  on s.campaign_id = t.campaign_id;
