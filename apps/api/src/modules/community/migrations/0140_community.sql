-- Community voices (issue 24, docs/decisions/104-community-module.md): comments leave payments.
-- The moderation of a donor's comment is community's own table; a row exists while the comment is
-- hidden. Its replies and reports keep their tables (0024), now community's.
create table comment_moderation (
  donation_id bigint primary key references donations (id) on delete cascade,
  hidden_at timestamptz not null default now(),
  hidden_by bigint,
  hidden_reason text
);

insert into comment_moderation (donation_id, hidden_at, hidden_by, hidden_reason)
select id, comment_hidden_at, comment_hidden_by, comment_hidden_reason from donations where comment_hidden_at is not null;
