-- Campaign drafts (issue 15). The wizard creates its campaign at step 2 (spec §2 "Create wizard");
-- until its owner submits it at the last step it is a draft: status 0 with submitted_at null, no
-- volunteers assigned, seen by nobody but its owner (and admins), and it cannot be verified.
-- Submitting (POST /campaigns/{id}/submit, which needs the feature image) sets submitted_at and
-- emits campaign.submitted, on which trust assigns the volunteers.
--
-- Every campaign that exists already was created under the old rule (assigned at creation): it is
-- submitted as of its creation, so nothing changes for it. The default keeps any other way a row
-- is written (demo data, imports) a submitted campaign; only the wizard's create writes null.
alter table campaigns add column submitted_at timestamptz;
update campaigns set submitted_at = created_at;
alter table campaigns alter column submitted_at set default now();

-- Trust reads a campaign through this view; a view's columns are fixed when it is created, and
-- Postgres lets `create or replace` add columns only at the end.
create or replace view campaign_facts as
select id, public_id, owner_id, title, summary, goal_kobo, pledged_kobo, category, affiliated_organization, type,
       status, image_key, image1_key, image2_key, image3_key, message, message_image1_key, message_image2_key,
       suspended_at, goal_reached_at, verified_at, donations_closed_at, closed_at, deleted_at, created_at, updated_at,
       left(description_html, 3000) as description_head,
       submitted_at
from campaigns;
