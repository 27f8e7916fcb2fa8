-- Search reads the story (issue 29; docs/decisions/087-search-engine.md, 034-search.md): the
-- search vector holds, by weight, the title (A), the summary (B), the story's first 3,000
-- characters without its markup (C), and the category, the place and the organisation (D: the
-- campaign's affiliated organisation and its owner's organisation name). Their words join
-- campaign_words, so a typo of a word only a story holds is corrected to it.

-- The text of a story's head: tags and character references become spaces.
create function campaign_story_text(html text) returns text language sql immutable parallel safe as $$
  select regexp_replace(regexp_replace(left(coalesce(html, ''), 3000), '<[^>]*>', ' ', 'g'), '&[#[:alnum:]]+;', ' ', 'g');
$$;

-- The owner's organisation name (an organisation's account), kept like `place` (0027): a
-- generated column cannot read another table. Read from the published read model people.
alter table campaigns add column organisation text not null default '';

create function campaigns_organisation_fill() returns trigger language plpgsql as $$
begin
  new.organisation := coalesce((select p.organization_name from people p where p.id = new.owner_id and p.is_organization), '');
  return new;
end $$;

create trigger campaigns_organisation_fill
  before insert or update of owner_id on campaigns
  for each row execute function campaigns_organisation_fill();

update campaigns c set organisation = p.organization_name
from people p where p.id = c.owner_id and p.is_organization and p.organization_name is not null;

alter table campaigns drop column search;
alter table campaigns add column search tsvector generated always as (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(summary, '')), 'B') ||
  setweight(to_tsvector('english', campaign_story_text(description_html)), 'C') ||
  setweight(to_tsvector('english', coalesce(category, '') || ' ' || coalesce(place, '') || ' ' ||
                                   coalesce(affiliated_organization, '') || ' ' || coalesce(organisation, '')), 'D')
) stored;
create index campaigns_search_idx on campaigns using gin (search);

create or replace function campaign_words_track() returns trigger language plpgsql as $$
begin
  insert into campaign_words (word)
  select campaign_words_of(concat_ws(' ', new.title, new.summary, new.category, new.place, campaign_story_text(new.description_html),
                                     new.affiliated_organization, new.organisation))
  on conflict do nothing;
  return null;
end $$;
drop trigger campaign_words_track on campaigns;
create trigger campaign_words_track
  after insert or update of title, summary, category, place, description_html, affiliated_organization, organisation on campaigns
  for each row execute function campaign_words_track();

insert into campaign_words (word)
select campaign_words_of(concat_ws(' ', campaign_story_text(description_html), affiliated_organization, organisation)) from campaigns
on conflict do nothing;
