-- A campaign's facts say how many people gave (issue 24): the count is the money side's
-- (campaign_money's donors_count, 0130), published here beside the total it already carries, so a
-- module that shows a campaign card (trust's console) reads campaigns' read model alone and no
-- longer names payments' views (no SQL cycle between trust and payments). Appended column.
create or replace view campaign_facts as
select c.id, c.public_id, c.owner_id, c.title, c.summary, c.goal_kobo, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo,
       c.category, c.affiliated_organization, c.type,
       c.status, c.image_key, c.image1_key, c.image2_key, c.image3_key, c.message, c.message_image1_key, c.message_image2_key,
       c.suspended_at, c.goal_reached_at, c.verified_at, c.donations_closed_at, c.closed_at, c.deleted_at, c.created_at, c.updated_at,
       left(c.description_html, 3000) as description_head,
       c.submitted_at,
       c.state_id, c.lga_id,
       c.funding_mode, c.ends_at,
       coalesce(m.donors_count, 0) as donors_count
from campaigns c left join campaign_money m on m.campaign_id = c.id;
