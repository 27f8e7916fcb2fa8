-- Unsubscribe links that can be rotated (issue 23, docs/decisions/049-campaign-updates.md): a link
-- is bound to one mail's (campaign, address) row and to the address's link version when it was
-- mailed; rotating the address's links bumps its version, so every link mailed to it before stops
-- working, and the next mail carries one that works. Addresses never rotated are at version 0.
create table update_link_versions (
  email text primary key check (email = lower(email)),
  version integer not null check (version > 0),
  rotated_at timestamptz not null default now()
);
alter table update_mails add column link_version integer not null default 0 check (link_version >= 0);
