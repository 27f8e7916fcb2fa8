-- Rewards that can run out (issue 15): a reward may offer a limited number of units; null is
-- unlimited. The units taken are counted by the payments module (0020, reward_units_taken), which
-- gives the last unit to one donor when payments confirm.
alter table rewards add column quantity integer check (quantity is null or quantity between 1 and 100000);

create or replace view campaign_rewards as
select id, campaign_id, donation_kobo, reward_type, reward, created_at, quantity
from rewards;
