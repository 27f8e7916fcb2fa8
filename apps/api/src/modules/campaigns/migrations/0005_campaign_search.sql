-- Fast explore at 100,000 campaigns (docs/decisions/031-campaign-lists.md, 034-search.md).

-- 1. How many campaigns each list holds, kept by a trigger, so total_pages costs one small
--    read instead of counting tens of thousands of rows on every page.
create table campaign_list_counts (
  status smallint not null,
  suspended boolean not null,
  category text not null,
  type text not null,
  reached boolean not null,
  n bigint not null default 0,
  primary key (status, suspended, category, type, reached)
);

create function campaign_list_counts_add(s smallint, susp boolean, cat text, typ text, reached boolean, delta integer)
returns void language sql as $$
  insert into campaign_list_counts (status, suspended, category, type, reached, n)
  values (s, susp, cat, typ, reached, delta)
  on conflict (status, suspended, category, type, reached) do update set n = campaign_list_counts.n + excluded.n;
$$;

create function campaign_list_counts_track() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and old.status = new.status and (old.suspended_at is null) = (new.suspended_at is null)
     and old.category = new.category and old.type = new.type
     and (old.pledged_kobo >= old.goal_kobo) = (new.pledged_kobo >= new.goal_kobo) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform campaign_list_counts_add(old.status, old.suspended_at is not null, old.category, old.type, old.pledged_kobo >= old.goal_kobo, -1);
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform campaign_list_counts_add(new.status, new.suspended_at is not null, new.category, new.type, new.pledged_kobo >= new.goal_kobo, 1);
  end if;
  return null;
end $$;

create trigger campaign_list_counts_track
  after insert or delete or update of status, suspended_at, category, type, pledged_kobo, goal_kobo on campaigns
  for each row execute function campaign_list_counts_track();

insert into campaign_list_counts (status, suspended, category, type, reached, n)
select status, suspended_at is not null, category, type, pledged_kobo >= goal_kobo, count(*)
from campaigns group by 1, 2, 3, 4, 5;

-- 2. The words of every title, summary and category, for typo correction: a search word that is
--    not one of them is replaced by the most similar ones (pg_trgm), then full-text search runs.
create table campaign_words (word text primary key);
create index campaign_words_trgm_idx on campaign_words using gin (word gin_trgm_ops);

create function campaign_words_of(t text) returns setof text language sql immutable as $$
  select distinct w from regexp_split_to_table(lower(t), '[^[:alnum:]]+') w where length(w) between 3 and 40 and w !~ '^[0-9]+$';
$$;

create function campaign_words_track() returns trigger language plpgsql as $$
begin
  insert into campaign_words (word)
  select campaign_words_of(new.title || ' ' || new.summary || ' ' || new.category)
  on conflict do nothing;
  return null;
end $$;

create trigger campaign_words_track
  after insert or update of title, summary, category on campaigns
  for each row execute function campaign_words_track();

insert into campaign_words (word)
select campaign_words_of(title || ' ' || summary || ' ' || category) from campaigns
on conflict do nothing;

-- 3. 'top': what each live campaign raised in the last 30 days, refreshed by a job every few
--    minutes (and a row added the moment a campaign goes live), read in index order.
create table campaign_rank (
  campaign_id bigint primary key references campaigns(id),
  raised_30d_kobo bigint not null default 0,
  pledged_kobo bigint not null default 0,
  refreshed_at timestamptz not null default now()
);
create index campaign_rank_top_idx on campaign_rank (raised_30d_kobo desc, pledged_kobo desc, campaign_id desc);

-- Paid donations by date, for the 30-day window of the refresh.
create index donations_paid_at_idx on donations (paid_at) include (campaign_id, amount_kobo) where status = 'paid';
