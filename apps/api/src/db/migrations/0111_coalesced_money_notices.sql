-- A confirmed gift no longer notifies on its own (issue 29, docs/decisions/098). Every NOTIFY takes
-- PostgreSQL's one notification-queue lock at commit and keeps it through the commit's WAL flush,
-- so transactions that notify commit one at a time, whatever else they touch: sampled during a
-- hot campaign's bench, confirmations then waited on Lock:object and WALWrite instead of the totals
-- row. A transaction that says its money notices are coalesced (the confirmation sets
-- ireti.money_notice = 'coalesced' for itself, and after its commit its instance sends at most one
-- 'money' notice per campaign a second, the last one never dropped: payments' giving/money-notices.ts)
-- sends none of its own; every other change of a campaign's money still notifies at once.
create or replace function notify_public_campaign_child() returns trigger language plpgsql as $$
declare
  cid bigint;
  pid text;
begin
  if tg_argv[0] = 'money' and current_setting('ireti.money_notice', true) = 'coalesced' then
    return null;
  end if;
  if tg_op = 'DELETE' then cid := old.campaign_id; else cid := new.campaign_id; end if;
  select public_id into pid from campaigns where id = cid;
  perform pg_notify('ireti_public', tg_argv[0] || ' ' || cid || ' ' || coalesce(pid, ''));
  if tg_op = 'UPDATE' and old.campaign_id is distinct from new.campaign_id then
    select public_id into pid from campaigns where id = old.campaign_id;
    perform pg_notify('ireti_public', tg_argv[0] || ' ' || old.campaign_id || ' ' || coalesce(pid, ''));
  end if;
  return null;
end $$;
