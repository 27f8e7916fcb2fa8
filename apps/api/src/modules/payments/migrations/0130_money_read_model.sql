-- The money a campaign shows is the money side's (issue 24, "money owned by one module"): besides
-- what it has raised, payments' read model campaign_money now says how many people gave and how
-- many gifts were paid, so campaigns (its cards, pages and lists) and trust (the console's cards)
-- read them here instead of counting payments' paid_donations themselves. Appended columns: the
-- view's existing ones keep their order. Each count is a subquery on paid_donations' (campaign_id,
-- status) index, evaluated only where a query names it (the view is flattened into its readers).
create or replace view campaign_money as
select t.campaign_id, (t.pledged_kobo + coalesce(s.pledged_kobo, 0))::bigint as pledged_kobo,
       (select count(distinct coalesce(d.user_id, -d.id))::int from paid_donations d where d.campaign_id = t.campaign_id) as donors_count,
       (select count(*)::int from paid_donations d where d.campaign_id = t.campaign_id) as donations_count
from campaign_totals t
left join (select campaign_id, sum(pledged_kobo) as pledged_kobo from campaign_total_slots group by campaign_id) s
  on s.campaign_id = t.campaign_id;
