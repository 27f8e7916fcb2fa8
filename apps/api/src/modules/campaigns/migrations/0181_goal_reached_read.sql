-- The moment a campaign reached its goal is now the money side's (payments' campaign_totals,
-- published through campaign_money: 0180; docs/decisions/108-goal-reached-on-the-money-side.md).
-- Campaigns reads it there, like the total (0033), and no longer holds or writes it.

-- campaign_facts keeps its columns in their order; goal_reached_at comes from the read model.
create or replace view campaign_facts as
select c.id, c.public_id, c.owner_id, c.title, c.summary, c.goal_kobo, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo,
       c.category, c.affiliated_organization, c.type,
       c.status, c.image_key, c.image1_key, c.image2_key, c.image3_key, c.message, c.message_image1_key, c.message_image2_key,
       c.suspended_at, m.goal_reached_at, c.verified_at, c.donations_closed_at, c.closed_at, c.deleted_at, c.created_at, c.updated_at,
       left(c.description_html, 3000) as description_head,
       c.submitted_at,
       c.state_id, c.lga_id,
       c.funding_mode, c.ends_at,
       coalesce(m.donors_count, 0) as donors_count
from campaigns c left join campaign_money m on m.campaign_id = c.id;

-- The kept list counts' `reached` ('closing' leaves reached campaigns out, a success story is a
-- closed one that reached its goal) is read from the money side when a campaign's counted columns
-- change, and follows the money side when the goal is marked reached. Payments writes the mark
-- with the campaign row locked (its markGoalReached), so the two triggers never see each other's
-- change half done. A campaign's row leaves the counts before it is deleted: its totals row goes
-- with it (the foreign key's cascade runs before any trigger of ours after the deletion).
create or replace function campaign_list_counts_track() returns trigger language plpgsql as $$
declare
  r record;
  reached boolean;
begin
  if tg_op = 'UPDATE'
     and old.status = new.status and (old.suspended_at is null) = (new.suspended_at is null)
     and old.category = new.category and old.type = new.type then
    return null;
  end if;
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  select m.goal_reached_at is not null into reached from campaign_money m where m.campaign_id = r.id;
  reached := coalesce(reached, false);
  if tg_op in ('UPDATE', 'DELETE') then
    perform campaign_list_counts_add(old.status, old.suspended_at is not null, old.category, old.type, reached, -1);
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform campaign_list_counts_add(new.status, new.suspended_at is not null, new.category, new.type, reached, 1);
  end if;
  if tg_op = 'DELETE' then return old; end if;
  return null;
end $$;

drop trigger campaign_list_counts_track on campaigns;
create trigger campaign_list_counts_track
  after insert or update of status, suspended_at, category, type on campaigns
  for each row execute function campaign_list_counts_track();
create trigger campaign_list_counts_untrack before delete on campaigns
  for each row execute function campaign_list_counts_track();

-- The money side marked the goal reached (or, by hand, unmarked it): the campaign moves between
-- the counts' `reached` and not. A trigger of campaigns on payments' totals row, as 0150 keeps the
-- page's owner columns with a trigger on accounts' users: every writer is covered.
create function campaign_list_counts_reached() returns trigger language plpgsql as $$
begin
  perform campaign_list_counts_add(c.status, c.suspended_at is not null, c.category, c.type, old.goal_reached_at is not null, -1),
          campaign_list_counts_add(c.status, c.suspended_at is not null, c.category, c.type, new.goal_reached_at is not null, 1)
  from campaigns c where c.id = new.campaign_id;
  return null;
end $$;
create trigger campaign_list_counts_reached after update of goal_reached_at on campaign_totals
  for each row when ((old.goal_reached_at is null) <> (new.goal_reached_at is null))
  execute function campaign_list_counts_reached();

delete from campaign_list_counts;
insert into campaign_list_counts (status, suspended, category, type, reached, n)
select c.status, c.suspended_at is not null, c.category, c.type, coalesce(m.goal_reached_at is not null, false), count(*)
from campaigns c left join campaign_money m on m.campaign_id = c.id
group by 1, 2, 3, 4, 5;

-- The page's read model no longer copies it: the page reads it beside the row, by key, with the
-- total (decision 106), so the mark never rewrites the page row.
create or replace function campaign_pages_keep() returns trigger language plpgsql as $$
begin
  insert into campaign_pages
  select new.id, new.public_id, new.owner_id, new.title, new.summary, new.description_html, new.goal_kobo, new.category,
         new.affiliated_organization, new.type, new.status, new.image_key, new.image1_key, new.image2_key, new.image3_key,
         new.message, new.message_image1_key, new.message_image2_key, new.suspended_at, new.verified_at,
         new.donations_closed_at, new.closed_at, new.deleted_at, new.created_at, new.updated_at, new.submitted_at,
         new.state_id, new.lga_id, new.funding_mode, new.ends_at,
         u.is_organization, u.organization_name, u.first_name, u.last_name, u.image_key
  from users u where u.id = new.owner_id
  on conflict (id) do update set
    public_id = excluded.public_id, owner_id = excluded.owner_id, title = excluded.title, summary = excluded.summary,
    description_html = excluded.description_html, goal_kobo = excluded.goal_kobo, category = excluded.category,
    affiliated_organization = excluded.affiliated_organization, type = excluded.type, status = excluded.status,
    image_key = excluded.image_key, image1_key = excluded.image1_key, image2_key = excluded.image2_key,
    image3_key = excluded.image3_key, message = excluded.message, message_image1_key = excluded.message_image1_key,
    message_image2_key = excluded.message_image2_key, suspended_at = excluded.suspended_at,
    verified_at = excluded.verified_at,
    donations_closed_at = excluded.donations_closed_at, closed_at = excluded.closed_at, deleted_at = excluded.deleted_at,
    created_at = excluded.created_at, updated_at = excluded.updated_at, submitted_at = excluded.submitted_at,
    state_id = excluded.state_id, lga_id = excluded.lga_id, funding_mode = excluded.funding_mode, ends_at = excluded.ends_at,
    owner_is_organization = excluded.owner_is_organization, owner_organization_name = excluded.owner_organization_name,
    owner_first_name = excluded.owner_first_name, owner_last_name = excluded.owner_last_name,
    owner_image_key = excluded.owner_image_key
  where campaign_pages is distinct from excluded;
  return null;
end $$;
alter table campaign_pages drop column goal_reached_at;

-- Success stories: the closed campaigns in the order they closed, each looked up by key in the
-- money side's read model for its mark (queries.ts STORY). The index no longer names the mark.
drop index campaigns_closed_idx;
create index campaigns_closed_idx on campaigns (closed_at desc nulls last, id desc)
  where status = 2 and suspended_at is null;

alter table campaigns drop column goal_reached_at;
