-- Comments' moderation left the donations table for community's comment_moderation (0140, decision 104).
-- paid_donations no longer reads it: its comment is the donor's words as given (a count may use it;
-- what shows publicly is community's wall). It gains the public face of a gift the wall shows: the
-- donor's name (none when they gave anonymously) and the channel.
-- Replaced in place, its columns kept in order and three appended: views of others read it
-- (campaign_money's counts, 0130), so it cannot be dropped and made again.
create or replace view paid_donations as
select id, campaign_id, user_id, anonymous, amount_kobo, comment, paid_at, created_at,
  case when anonymous then null else first_name end as first_name,
  case when anonymous then null else last_name end as last_name,
  channel
from donations
where status = 'paid';

alter table donations
  drop column comment_hidden_at,
  drop column comment_hidden_by,
  drop column comment_hidden_reason;

-- Published for community (decision 104): every donation with a comment, with what moderating it,
-- answering its donor and a person's archive need (the donor's name even when anonymous, address, language).
create view donation_comments as
select id as donation_id, campaign_id, user_id, status, first_name, last_name, email, language, anonymous, comment, paid_at, created_at
from donations
where coalesce(comment, '') <> '';
