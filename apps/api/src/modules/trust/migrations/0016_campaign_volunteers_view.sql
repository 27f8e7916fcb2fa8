-- The trust module's published read model (docs/architecture.md "Who owns what"): which volunteer
-- is assigned to which campaign and whether they verified or recommended it.
create view campaign_volunteers as
select campaign_id, volunteer_id, assigned_at, verified_at, recommended_at
from campaign_assignments;
