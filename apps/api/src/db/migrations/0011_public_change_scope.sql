-- The public response cache drops only what a change can alter (docs/decisions/070, 2026-11-25).
-- NOTIFY ireti_public now says what changed:
--   'money <campaign id> <public id>'  a campaign's total: its pages go at once, lists may show
--                                      the old total for a few seconds (refreshed in the background)
--   'money'                            the 'top' ranking moved: lists only, stale-while-revalidate
--   'state <campaign id> <public id>'  anything else about a campaign (status, suspension, deletion,
--                                      text, pictures, rewards, volunteers): its pages and every list
--                                      go at once
--   'all'                              an owner's or organisation's public details, a truncate:
--                                      everything goes (also any payload the cache does not know)
-- Identical payloads within one transaction still fold into one notification.

create or replace function notify_public_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('ireti_public', 'all');
  return null;
end $$;

-- A campaign row: only pledged_kobo (and updated_at) changed is money; no visible change, no notice.
create function notify_public_campaign() returns trigger language plpgsql as $$
declare
  r record;
  kind text := 'state';
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  if tg_op = 'UPDATE' then
    if (to_jsonb(old) - 'pledged_kobo' - 'updated_at') = (to_jsonb(new) - 'pledged_kobo' - 'updated_at') then
      if old.pledged_kobo = new.pledged_kobo then return null; end if;
      kind := 'money';
    end if;
  end if;
  perform pg_notify('ireti_public', kind || ' ' || r.id || ' ' || r.public_id);
  return null;
end $$;

-- A row of a table keyed by campaign_id: TG_ARGV[0] is the kind ('money' for donations).
create function notify_public_campaign_child() returns trigger language plpgsql as $$
declare
  cid bigint;
  pid text;
begin
  if tg_op = 'DELETE' then cid := old.campaign_id; else cid := new.campaign_id; end if;
  select public_id into pid from campaigns where id = cid;
  perform pg_notify('ireti_public', tg_argv[0] || ' ' || cid || ' ' || coalesce(pid, ''));
  if tg_op = 'UPDATE' and old.campaign_id is distinct from new.campaign_id then
    select public_id into pid from campaigns where id = old.campaign_id;
    perform pg_notify('ireti_public', tg_argv[0] || ' ' || old.campaign_id || ' ' || coalesce(pid, ''));
  end if;
  return null;
end $$;

-- The ranking job rewrites many rows at once: one notice per statement.
create function notify_public_ranking() returns trigger language plpgsql as $$
begin
  perform pg_notify('ireti_public', 'money');
  return null;
end $$;

drop trigger campaigns_public_change on campaigns;
create trigger campaigns_public_change after insert or update or delete on campaigns
  for each row execute function notify_public_campaign();

drop trigger rewards_public_change on rewards;
create trigger rewards_public_change after insert or update or delete on rewards
  for each row execute function notify_public_campaign_child('state');

drop trigger campaign_assignments_public_change on campaign_assignments;
create trigger campaign_assignments_public_change after insert or update or delete on campaign_assignments
  for each row execute function notify_public_campaign_child('state');

drop trigger campaign_rank_public_change on campaign_rank;
create trigger campaign_rank_public_change after insert or update or delete on campaign_rank
  for each statement execute function notify_public_ranking();

drop trigger donations_public_change on donations;
create trigger donations_public_change after update of status on donations
  for each row when (old.status is distinct from new.status) execute function notify_public_campaign_child('money');
drop trigger donations_public_delete on donations;
create trigger donations_public_delete after delete on donations
  for each row execute function notify_public_campaign_child('money');

-- Owners' names and photos are on every card and campaign page (as before); a verified
-- organisation's details and its verification are on the organisation lists and pages.
create trigger users_public_organization after update on users
  for each row when ((old.is_organization or new.is_organization) and
    (old.email, old.email_verified_at, old.identity_status, old.organization_type, old.category, old.organization_address,
     old.organization_mobile, old.facebook, old.twitter, old.instagram, old.organization_f_img_1, old.organization_f_img_2,
     old.organization_f_img_3, old.state_id)
    is distinct from
    (new.email, new.email_verified_at, new.identity_status, new.organization_type, new.category, new.organization_address,
     new.organization_mobile, new.facebook, new.twitter, new.instagram, new.organization_f_img_1, new.organization_f_img_2,
     new.organization_f_img_3, new.state_id))
  execute function notify_public_change();
