-- Words of support (issue 14): a donor's comment may get one reply from the campaign's owner, may
-- be reported by anyone, and may be hidden by an administrator (audited). A hidden comment shows
-- nowhere public; the donation itself still counts and shows.
alter table donations
  add column comment_hidden_at timestamptz,
  add column comment_hidden_by bigint,
  add column comment_hidden_reason text;

create table comment_replies (
  donation_id bigint primary key references donations (id) on delete cascade,
  author_id bigint not null,
  body text not null check (length(body) between 1 and 1000),
  created_at timestamptz not null default now()
);

create table comment_reports (
  id bigserial primary key,
  donation_id bigint not null references donations (id) on delete cascade,
  reporter_id bigint,
  ip text,
  message text,
  status text not null default 'open' check (status in ('open', 'dismissed', 'hidden')),
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  handled_by bigint
);
create index comment_reports_open_idx on comment_reports (donation_id) where status = 'open';
-- One open report per signed-in reporter and comment.
create unique index comment_reports_reporter_idx on comment_reports (donation_id, reporter_id) where reporter_id is not null and status = 'open';

-- The published read model keeps its columns; a hidden comment reads as none.
create or replace view paid_donations as
select id, campaign_id, user_id, anonymous, amount_kobo, case when comment_hidden_at is null then comment end as comment, paid_at, created_at
from donations
where status = 'paid';
