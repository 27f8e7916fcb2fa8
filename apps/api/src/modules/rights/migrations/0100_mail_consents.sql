-- The rights module's published read model of consents in force (issue 28, decision 085 amended):
-- the notifications module's sending function reads it before writing a message that is not
-- transactional (campaign updates from campaigns one did not give to, news), so nothing else
-- needs to know the consents table.
create view mail_consents as
  select user_id, purpose, given_at from consents where withdrawn_at is null;
