-- The public response cache (apps/api/src/http/public-cache.ts): every change to what the
-- explore lists and the campaign page show sends NOTIFY ireti_public when it commits, so every
-- API instance drops its cached answers. Row triggers fire only for rows that changed; several
-- in one transaction fold into one notification.
create function notify_public_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('ireti_public', '');
  return null;
end $$;

create trigger campaigns_public_change after insert or update or delete on campaigns
  for each row execute function notify_public_change();
create trigger rewards_public_change after insert or update or delete on rewards
  for each row execute function notify_public_change();
create trigger campaign_rank_public_change after insert or update or delete on campaign_rank
  for each row execute function notify_public_change();
create trigger campaign_assignments_public_change after insert or update or delete on campaign_assignments
  for each row execute function notify_public_change();
-- a donation changes a public page when it becomes (or stops being) paid
create trigger donations_public_change after update of status on donations
  for each row when (old.status is distinct from new.status) execute function notify_public_change();
create trigger donations_public_delete after delete on donations
  for each row execute function notify_public_change();
-- owners' names and photos are on every card and campaign page
create trigger users_public_change after update of first_name, last_name, organization_name, image_key, is_organization on users
  for each row when ((old.first_name, old.last_name, old.organization_name, old.image_key, old.is_organization)
    is distinct from (new.first_name, new.last_name, new.organization_name, new.image_key, new.is_organization))
  execute function notify_public_change();
create trigger users_public_delete after delete on users
  for each row execute function notify_public_change();

do $$
declare t text;
begin
  foreach t in array array['campaigns', 'rewards', 'campaign_rank', 'campaign_assignments', 'donations', 'users'] loop
    execute format('create trigger %I after truncate on %I for each statement execute function notify_public_change()', t || '_public_truncate', t);
  end loop;
end $$;
