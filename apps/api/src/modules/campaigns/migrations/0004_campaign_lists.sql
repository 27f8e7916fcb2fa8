-- Indexes of the campaign lists (docs/decisions/031-campaign-lists.md); each one matches the
-- WHERE and ORDER BY of one list in modules/campaigns/campaigns.queries.ts, so a page is read in
-- order from the index instead of sorting every campaign.

-- Explore without a list type: live first, then closed for donations, then closed; newest first.
create index campaigns_explore_idx on campaigns
  ((case status when 1 then 0 when 3 then 1 else 2 end), created_at desc, id desc)
  where status in (1, 2, 3) and suspended_at is null;

-- 'new': the newest live campaigns (by when they went live).
create index campaigns_live_new_idx on campaigns (verified_at desc nulls last, id desc)
  where status = 1 and suspended_at is null;

-- 'closing': live campaigns nearest their goal (share of the goal raised, highest first).
create index campaigns_live_closing_idx on campaigns (((pledged_kobo::float8 / goal_kobo)) desc, id desc)
  where status = 1 and suspended_at is null and pledged_kobo < goal_kobo;

-- Success stories: closed campaigns, most recently closed first.
create index campaigns_closed_idx on campaigns (closed_at desc nulls last, id desc)
  where status = 2 and suspended_at is null;

-- The owner's list (GET /campaigns), newest first.
create index campaigns_owner_created_idx on campaigns (owner_id, created_at desc);
