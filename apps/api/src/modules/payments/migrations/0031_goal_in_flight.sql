-- Issue 23: the commission could be dodged by lowering the goal while a gift was being paid.
--
-- The goal each gift was capped against when it was started (decision 045): a claim takes its
-- commission on what was raised whenever a paid gift was started under a higher goal than the
-- one the campaign ends with, so a goal lowered later is never trusted (null: given before this).
alter table donations add column goal_kobo bigint;

-- When the donor was e-mailed that their reward is on its way: once per reward, however often the
-- owner marks it sent, back to send and sent again.
alter table donation_rewards add column mailed_at timestamptz;

-- The payments module's published read model: per campaign, the money of gifts started and not yet
-- paid, failed or expired. The campaigns module refuses a goal below it plus what was paid.
create view gifts_in_flight as
select campaign_id, sum(amount_kobo)::bigint as pending_kobo
from donations
where status = 'pending'
group by campaign_id;
