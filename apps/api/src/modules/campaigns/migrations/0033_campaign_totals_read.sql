-- The campaign's total now lives in payments' campaign_totals (0032, issue 29): campaigns reads it
-- through the read model campaign_money and no longer holds or indexes it.

-- campaign_facts keeps its columns; pledged_kobo comes from the read model.
create or replace view campaign_facts as
select c.id, c.public_id, c.owner_id, c.title, c.summary, c.goal_kobo, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo,
       c.category, c.affiliated_organization, c.type,
       c.status, c.image_key, c.image1_key, c.image2_key, c.image3_key, c.message, c.message_image1_key, c.message_image2_key,
       c.suspended_at, c.goal_reached_at, c.verified_at, c.donations_closed_at, c.closed_at, c.deleted_at, c.created_at, c.updated_at,
       left(c.description_html, 3000) as description_head,
       c.submitted_at,
       c.state_id, c.lga_id
from campaigns c left join campaign_money m on m.campaign_id = c.id;

-- The kept list counts' `reached` is now "the goal was reached" (goal_reached_at, stamped by the
-- confirmation that crosses the goal), which is what it meant: a campaign reaching its goal stops
-- taking donations, so a live campaign below it is 'closing' and a closed one at it is a story.
drop trigger campaign_list_counts_track on campaigns;
create or replace function campaign_list_counts_track() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and old.status = new.status and (old.suspended_at is null) = (new.suspended_at is null)
     and old.category = new.category and old.type = new.type
     and (old.goal_reached_at is null) = (new.goal_reached_at is null) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform campaign_list_counts_add(old.status, old.suspended_at is not null, old.category, old.type, old.goal_reached_at is not null, -1);
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform campaign_list_counts_add(new.status, new.suspended_at is not null, new.category, new.type, new.goal_reached_at is not null, 1);
  end if;
  return null;
end $$;
create trigger campaign_list_counts_track
  after insert or delete or update of status, suspended_at, category, type, goal_reached_at on campaigns
  for each row execute function campaign_list_counts_track();
delete from campaign_list_counts;
insert into campaign_list_counts (status, suspended, category, type, reached, n)
select status, suspended_at is not null, category, type, goal_reached_at is not null, count(*)
from campaigns group by 1, 2, 3, 4, 5;

-- A campaigns row no longer changes with money: any visible change is 'state' (0011's 'money'
-- notices now come from the donation, the ledger and campaign_totals).
create or replace function notify_public_campaign() returns trigger language plpgsql as $$
declare
  r record;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  if tg_op = 'UPDATE' and (to_jsonb(old) - 'updated_at') = (to_jsonb(new) - 'updated_at') then
    return null;
  end if;
  perform pg_notify('ireti_public', 'state ' || r.id || ' ' || r.public_id);
  return null;
end $$;

-- 'closing' orders the live campaigns below their goal by what is left, joined to the totals
-- (campaigns.queries.ts): the hot column is indexed nowhere.
drop index campaigns_live_closing_idx;
alter table campaigns drop column pledged_kobo;
