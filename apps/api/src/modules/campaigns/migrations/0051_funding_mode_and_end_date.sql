-- How a campaign is funded and when it ends (issue 25; the rules in docs/decisions on funding modes
-- and end dates). 'all_or_nothing' is the spec's own rule and every existing campaign's; a campaign
-- that exists today keeps no end date (ends_at null). The rules that use them live in campaigns'
-- services and payments' claims; this migration only lays the columns every room reads.
alter table campaigns add column funding_mode text not null default 'all_or_nothing'
  check (funding_mode in ('all_or_nothing', 'keep_what_you_raise'));
alter table campaigns add column ends_at timestamptz;

-- The published facts carry both (appended: a view's existing columns keep their order).
create or replace view campaign_facts as
select c.id, c.public_id, c.owner_id, c.title, c.summary, c.goal_kobo, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo,
       c.category, c.affiliated_organization, c.type,
       c.status, c.image_key, c.image1_key, c.image2_key, c.image3_key, c.message, c.message_image1_key, c.message_image2_key,
       c.suspended_at, c.goal_reached_at, c.verified_at, c.donations_closed_at, c.closed_at, c.deleted_at, c.created_at, c.updated_at,
       left(c.description_html, 3000) as description_head,
       c.submitted_at,
       c.state_id, c.lga_id,
       c.funding_mode, c.ends_at
from campaigns c left join campaign_money m on m.campaign_id = c.id;
