-- The campaigns module's published read models (docs/architecture.md "Who owns what"): other
-- modules read campaigns and their rewards through these views; what changes a campaign (its
-- state, its pledged total) goes through the campaigns module's exported functions. The stored
-- description is not part of it, only its start, which a card makes its preview of.
create view campaign_facts as
select id, public_id, owner_id, title, summary, goal_kobo, pledged_kobo, category, affiliated_organization, type,
       status, image_key, image1_key, image2_key, image3_key, message, message_image1_key, message_image2_key,
       suspended_at, goal_reached_at, verified_at, donations_closed_at, closed_at, deleted_at, created_at, updated_at,
       left(description_html, 3000) as description_head
from campaigns;

create view campaign_rewards as
select id, campaign_id, donation_kobo, reward_type, reward, created_at
from rewards;
