-- The moment a campaign reached its goal is the money side's (issue 24, "money owned by one module";
-- docs/decisions/108-goal-reached-on-the-money-side.md). It lived on the campaigns row, stamped by
-- campaigns' markGoalReached at payments' request; it now lives on payments' head row of the
-- campaign's total, beside the total it is about, and is published with it through campaign_money.
-- Campaigns (0181) reads it there and drops its own column.
--
-- The head row stays narrow and indexed by its key alone: the column is set once per campaign and
-- never by an ordinary gift's update, so every gift's update of the total stays HOT.
alter table campaign_totals add column goal_reached_at timestamptz;

update campaign_totals t set goal_reached_at = c.goal_reached_at
from campaigns c
where c.id = t.campaign_id and c.goal_reached_at is not null;

-- What a campaign has raised, and now when it reached its goal (appended: the view's existing
-- columns keep their order, so campaign_facts, built on it, stays valid).
create or replace view campaign_money as
select t.campaign_id, (t.pledged_kobo + coalesce(s.pledged_kobo, 0))::bigint as pledged_kobo,
       (select count(distinct coalesce(d.user_id, -d.id))::int from paid_donations d where d.campaign_id = t.campaign_id) as donors_count,
       (select count(*)::int from paid_donations d where d.campaign_id = t.campaign_id) as donations_count,
       t.goal_reached_at
from campaign_totals t
left join (select campaign_id, sum(pledged_kobo) as pledged_kobo from campaign_total_slots group by campaign_id) s
  on s.campaign_id = t.campaign_id;

-- The goal reached changes what the campaign's pages and the lists show (its flag, the success
-- stories, 'closing'): a 'state' notice, as the campaigns row's change used to send. When it is
-- stamped with the transition that closes donations, the two identical notices fold into one.
create trigger campaign_totals_goal_public_change after update of goal_reached_at on campaign_totals
  for each row when (old.goal_reached_at is distinct from new.goal_reached_at)
  execute function notify_public_campaign_child('state');
