-- The payments module's published read model (docs/architecture.md "Who owns what"): the paid
-- donations other modules count and rank by, without the donor's contact details or the
-- provider's fields.
create view paid_donations as
select id, campaign_id, user_id, anonymous, amount_kobo, comment, paid_at, created_at
from donations
where status = 'paid';
