-- A monthly gift that starts or stops counting (active or attention: the campaign's "monthly
-- donors") changes what its campaign's page and monthly offer show. Every writer — the donor's
-- pause, resume or cancel on any instance, the provider's webhook, the subscriptions job, the
-- campaign's own closing — now sends the campaign's 'money' notice, so every instance's cache drops
-- those answers (decision 098's payloads; before, only the instance that answered the donor did).
create trigger subscriptions_public_notify
  after update of status on subscriptions
  for each row
  when ((old.status in ('active', 'attention')) is distinct from (new.status in ('active', 'attention')))
  execute function notify_public_campaign_child('money');
