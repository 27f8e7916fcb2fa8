-- The campaign page's read model (issue 29, "Misses"; docs/decisions/106-campaign-page-read-model.md).
-- GET /campaign/{id} for a visitor used to join the wide campaigns row (two GIN-indexed search
-- columns beside it) to its owner's account on every miss. campaign_pages holds, per campaign,
-- the campaign columns the page shows and its owner's public name and photo, kept current by
-- triggers on the rows they come from, so every writer is covered (a request, a job, another
-- instance, psql) without any code having to remember. What changes with every gift (the total,
-- the counts, the reward units taken) is not here: it is read at request time from payments'
-- narrow read models, so a gift never rewrites this row.
create table campaign_pages as
select c.id, c.public_id, c.owner_id, c.title, c.summary, c.description_html, c.goal_kobo, c.category,
       c.affiliated_organization, c.type, c.status, c.image_key, c.image1_key, c.image2_key, c.image3_key,
       c.message, c.message_image1_key, c.message_image2_key, c.suspended_at, c.goal_reached_at, c.verified_at,
       c.donations_closed_at, c.closed_at, c.deleted_at, c.created_at, c.updated_at, c.submitted_at,
       c.state_id, c.lga_id, c.funding_mode, c.ends_at,
       u.is_organization as owner_is_organization, u.organization_name as owner_organization_name,
       u.first_name as owner_first_name, u.last_name as owner_last_name, u.image_key as owner_image_key
from campaigns c join users u on u.id = c.owner_id;

alter table campaign_pages add primary key (id);
alter table campaign_pages add foreign key (id) references campaigns (id) on delete cascade;
alter table campaign_pages
  alter column public_id set not null,
  alter column owner_id set not null,
  alter column title set not null,
  alter column summary set not null,
  alter column description_html set not null,
  alter column goal_kobo set not null,
  alter column category set not null,
  alter column type set not null,
  alter column status set not null,
  alter column created_at set not null,
  alter column updated_at set not null,
  alter column funding_mode set not null,
  alter column owner_is_organization set not null,
  alter column owner_first_name set not null,
  alter column owner_last_name set not null;
create unique index campaign_pages_public_id_idx on campaign_pages (public_id);
create index campaign_pages_owner_idx on campaign_pages (owner_id);

-- A campaign written (any column the page shows, or its owner changed): its row again, unless
-- nothing it holds changed.
create function campaign_pages_keep() returns trigger language plpgsql as $$
begin
  insert into campaign_pages
  select new.id, new.public_id, new.owner_id, new.title, new.summary, new.description_html, new.goal_kobo, new.category,
         new.affiliated_organization, new.type, new.status, new.image_key, new.image1_key, new.image2_key, new.image3_key,
         new.message, new.message_image1_key, new.message_image2_key, new.suspended_at, new.goal_reached_at, new.verified_at,
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
    goal_reached_at = excluded.goal_reached_at, verified_at = excluded.verified_at,
    donations_closed_at = excluded.donations_closed_at, closed_at = excluded.closed_at, deleted_at = excluded.deleted_at,
    created_at = excluded.created_at, updated_at = excluded.updated_at, submitted_at = excluded.submitted_at,
    state_id = excluded.state_id, lga_id = excluded.lga_id, funding_mode = excluded.funding_mode, ends_at = excluded.ends_at,
    owner_is_organization = excluded.owner_is_organization, owner_organization_name = excluded.owner_organization_name,
    owner_first_name = excluded.owner_first_name, owner_last_name = excluded.owner_last_name,
    owner_image_key = excluded.owner_image_key
  where campaign_pages is distinct from excluded;
  return null;
end $$;
-- (A deleted row goes with it: the foreign key cascades.)
create trigger campaign_pages_keep after insert or update on campaigns
  for each row execute function campaign_pages_keep();

-- The owner's public name, kind or photo changed: the rows of their campaigns.
create function campaign_pages_owner() returns trigger language plpgsql as $$
begin
  update campaign_pages set
    owner_is_organization = new.is_organization, owner_organization_name = new.organization_name,
    owner_first_name = new.first_name, owner_last_name = new.last_name, owner_image_key = new.image_key
  where owner_id = new.id;
  return null;
end $$;
create trigger campaign_pages_owner after update of is_organization, organization_name, first_name, last_name, image_key on users
  for each row
  when ((old.is_organization, old.organization_name, old.first_name, old.last_name, old.image_key)
        is distinct from (new.is_organization, new.organization_name, new.first_name, new.last_name, new.image_key))
  execute function campaign_pages_owner();
