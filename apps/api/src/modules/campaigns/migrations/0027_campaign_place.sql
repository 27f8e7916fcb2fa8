-- A campaign's own place (issue 14, "Campaigns near you"; docs/decisions/031, 034): the state and
-- local government area it is in, chosen in the wizard (its owner's by default), editable while it
-- awaits verification. Volunteers of that state vet it; explore filters by it; a search for a
-- place name finds it.
alter table campaigns add column state_id integer references states(id);
alter table campaigns add column lga_id integer references lgas(id);
-- The names of its LGA and state, for the search (a generated column cannot read another table).
alter table campaigns add column place text not null default '';

-- A row written without a place (demo data, imports, tests) takes its owner's; the names follow
-- the ids. Reads only the published read models people, lga_names and state_names.
create function campaigns_place_fill() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' and new.state_id is null then
    select p.state_id, p.lga_id into new.state_id, new.lga_id from people p where p.id = new.owner_id;
  end if;
  new.place := concat_ws(' ',
    (select l.name from lga_names l where l.id = new.lga_id),
    (select s.name || case when s.code = 'FC' then ' Abuja FCT' else '' end from state_names s where s.id = new.state_id));
  return new;
end $$;

create trigger campaigns_place_fill
  before insert or update of state_id, lga_id on campaigns
  for each row execute function campaigns_place_fill();

-- Existing campaigns are where their owners are.
update campaigns c set state_id = p.state_id, lga_id = p.lga_id from people p where p.id = c.owner_id;

-- The search vector gains the place (weight C, as the category).
alter table campaigns drop column search;
alter table campaigns add column search tsvector generated always as (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(summary, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(category, '')), 'C') ||
  setweight(to_tsvector('english', coalesce(place, '')), 'C')
) stored;
create index campaigns_search_idx on campaigns using gin (search);

-- ...and its words join the typo list ("Knao" → Kano).
create or replace function campaign_words_track() returns trigger language plpgsql as $$
begin
  insert into campaign_words (word)
  select campaign_words_of(new.title || ' ' || new.summary || ' ' || new.category || ' ' || new.place)
  on conflict do nothing;
  return null;
end $$;
drop trigger campaign_words_track on campaigns;
create trigger campaign_words_track
  after insert or update of title, summary, category, place on campaigns
  for each row execute function campaign_words_track();
insert into campaign_words (word) select campaign_words_of(place) from campaigns on conflict do nothing;

-- Explore without a list type now holds live campaigns only, newest first (closed ones are
-- success stories); by state, the same order within one state.
drop index campaigns_explore_idx;
create index campaigns_live_created_idx on campaigns (created_at desc, id desc) where status = 1 and suspended_at is null;
create index campaigns_state_live_idx on campaigns (state_id, created_at desc, id desc) where status = 1 and suspended_at is null;

create or replace view campaign_facts as
select id, public_id, owner_id, title, summary, goal_kobo, pledged_kobo, category, affiliated_organization, type,
       status, image_key, image1_key, image2_key, image3_key, message, message_image1_key, message_image2_key,
       suspended_at, goal_reached_at, verified_at, donations_closed_at, closed_at, deleted_at, created_at, updated_at,
       left(description_html, 3000) as description_head,
       submitted_at,
       state_id, lga_id
from campaigns;
