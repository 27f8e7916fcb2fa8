-- Trust and community: volunteer applications, campaign reports and suspensions
-- (docs/decisions/050-volunteers-and-assignment.md, 051-reports-and-suspension.md).

-- One row per application; a rejected applicant may apply again (a new row), so at most one
-- application per user is open (draft: documents coming in; pending: waiting for an admin).
create table volunteer_applications (
  id bigserial primary key,
  user_id bigint not null references users(id),
  status text not null default 'draft' check (status in ('draft', 'pending', 'approved', 'rejected')),
  id_type text,
  id_document_key text,
  bill_document_key text,
  submitted_at timestamptz,
  interview_invited_at timestamptz,
  interview_message text,
  interviewed_on date,
  interview_notes text,
  grade smallint check (grade between 1 and 5),
  decision_reason text,
  reviewed_by bigint references users(id),
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status = 'draft' or (id_document_key is not null and bill_document_key is not null and submitted_at is not null)),
  check (status <> 'approved' or grade is not null)
);
create unique index volunteer_applications_open_key on volunteer_applications (user_id) where status in ('draft', 'pending');
create index volunteer_applications_user_idx on volunteer_applications (user_id, created_at desc);
create index volunteer_applications_pending_idx on volunteer_applications (submitted_at) where status = 'pending';

-- Anyone may report a campaign; signed-in reporters have one open report per campaign.
create table campaign_reports (
  id bigserial primary key,
  campaign_id bigint not null references campaigns(id),
  reporter_id bigint references users(id),
  message text not null,
  ip text,
  status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
  resolution_note text,
  resolved_by bigint references users(id),
  resolved_at timestamptz,
  created_at timestamptz not null default now()
);
create index campaign_reports_open_idx on campaign_reports (created_at) where status = 'open';
create index campaign_reports_campaign_idx on campaign_reports (campaign_id);
create unique index campaign_reports_open_reporter_key on campaign_reports (campaign_id, reporter_id)
  where status = 'open' and reporter_id is not null;

-- Each suspension of a campaign (campaigns.suspended_at is the current state), with its reason
-- and, once lifted, who lifted it and why.
create table campaign_suspensions (
  id bigserial primary key,
  campaign_id bigint not null references campaigns(id),
  reason text not null,
  suspended_by bigint references users(id),
  suspended_at timestamptz not null default now(),
  lifted_by bigint references users(id),
  lifted_at timestamptz,
  lift_note text
);
create unique index campaign_suspensions_active_key on campaign_suspensions (campaign_id) where lifted_at is null;

-- The verified organisations list and the volunteers' counts.
create index users_verified_orgs_idx on users (category, lower(organization_name)) where is_organization and identity_status = 'approved';
create index users_identity_submitted_idx on users (updated_at) where identity_status = 'submitted';
create index campaign_assignments_verified_idx on campaign_assignments (volunteer_id) where verified_at is not null;
