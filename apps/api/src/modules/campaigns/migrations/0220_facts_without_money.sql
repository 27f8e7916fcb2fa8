-- Campaigns' published facts carry no money (issue 24, decision 109 step 2): what a campaign
-- raised, its donors and when it reached its goal are payments' (campaign_money), and the modules
-- that need them read them there (payments its own, trust through payments' read model, explore
-- beside the campaign). campaign_facts no longer reads campaign_money, so campaigns reads nothing
-- of payments: no SQL cycle between the two.
--
-- It gains the place (its state and LGA names, 0027) and the full-text vector (0050), for
-- explore's lists and search, which read the campaign here and no longer the campaigns table.
-- A plain projection of campaigns: the planner reads through it, with campaigns' indexes.
drop view campaign_facts;
create view campaign_facts as
select c.id, c.public_id, c.owner_id, c.title, c.summary, c.goal_kobo,
       c.category, c.affiliated_organization, c.type,
       c.status, c.image_key, c.image1_key, c.image2_key, c.image3_key, c.message, c.message_image1_key, c.message_image2_key,
       c.suspended_at, c.verified_at, c.donations_closed_at, c.closed_at, c.deleted_at, c.created_at, c.updated_at,
       left(c.description_html, 3000) as description_head,
       c.submitted_at,
       c.state_id, c.lga_id,
       c.funding_mode, c.ends_at,
       c.place, c.search
from campaigns c;
