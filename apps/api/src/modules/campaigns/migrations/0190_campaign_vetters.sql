-- Who vets a campaign, as campaigns keeps it (issue 24, decision 109): the volunteers trust
-- assigned to a campaign and when one of them recommended it for verified status. Trust decides
-- (its campaign_assignments stay the record, with the verdicts); it tells campaigns in the same
-- transaction through campaigns' exported `setVetters`, as it does a suspension (`markSuspended`).
-- Campaigns reads this table for a volunteer's access to a campaign awaiting verification, the
-- page's `is_assigned_volunteer` and explore's 'recommended' filter, so campaigns no longer names
-- trust's campaign_volunteers and the SQL read graph loses its campaigns → trust edge.
create table campaign_vetters (
  campaign_id bigint not null references campaigns(id),
  volunteer_id bigint not null references users(id),
  recommended_at timestamptz,
  primary key (campaign_id, volunteer_id)
);
-- The 'recommended' filter: the few campaigns a volunteer recommended.
create index campaign_vetters_recommended_idx on campaign_vetters (campaign_id) where recommended_at is not null;

insert into campaign_vetters (campaign_id, volunteer_id, recommended_at)
select campaign_id, volunteer_id, recommended_at from campaign_assignments;

-- A change of who vets a campaign changes its page (the viewer's flag) and the 'recommended' list.
create trigger campaign_vetters_public_change after insert or update or delete on campaign_vetters
  for each row execute function notify_public_campaign_child('state');
