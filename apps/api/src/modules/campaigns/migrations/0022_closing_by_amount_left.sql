-- 'closing' lists live campaigns nearest their goal by the amount still to raise, smallest first
-- (docs/decisions/031-campaign-lists.md, amended): the index follows the new order.
drop index campaigns_live_closing_idx;
create index campaigns_live_closing_idx on campaigns ((goal_kobo - pledged_kobo), id desc)
  where status = 1 and suspended_at is null and pledged_kobo < goal_kobo;

-- Success stories are closed campaigns that reached their goal.
drop index campaigns_closed_idx;
create index campaigns_closed_idx on campaigns (closed_at desc nulls last, id desc)
  where status = 2 and suspended_at is null and goal_reached_at is not null;
