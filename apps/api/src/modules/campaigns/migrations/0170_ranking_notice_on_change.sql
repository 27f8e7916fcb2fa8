-- The 'top' ranking's notice only when the ranking changed (2026-11-28).
--
-- The ranking job (campaigns.top.refresh, every five minutes on every deployment) writes only the
-- rows whose figures moved, but a statement-level trigger fires for a statement that changed no
-- row too: each run sent 'money' notices (one for its insert … on conflict, one for its delete)
-- when nothing had moved, and every instance marked all its cached lists stale and recomputed them
-- for nothing. Now each statement notifies only when it inserted, updated or deleted a row (the
-- transition table of its own event; PostgreSQL allows one event per trigger with one).
create or replace function notify_public_ranking() returns trigger language plpgsql as $$
begin
  if exists (select 1 from changed_rows) then
    perform pg_notify('ireti_public', 'money');
  end if;
  return null;
end $$;

drop trigger campaign_rank_public_change on campaign_rank;
create trigger campaign_rank_public_insert after insert on campaign_rank
  referencing new table as changed_rows for each statement execute function notify_public_ranking();
create trigger campaign_rank_public_update after update on campaign_rank
  referencing new table as changed_rows for each statement execute function notify_public_ranking();
create trigger campaign_rank_public_delete after delete on campaign_rank
  referencing old table as changed_rows for each statement execute function notify_public_ranking();
