-- Volunteers assigned to vet a campaign (written by the trust module, read by campaigns).
create table campaign_assignments (
  campaign_id bigint not null references campaigns(id),
  volunteer_id bigint not null references users(id),
  assigned_at timestamptz not null default now(),
  verified_at timestamptz,
  recommended_at timestamptz,
  primary key (campaign_id, volunteer_id)
);
create index campaign_assignments_volunteer_idx on campaign_assignments (volunteer_id);
