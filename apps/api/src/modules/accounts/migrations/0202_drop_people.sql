-- `people`, the mirror of users, has no reader left (issue 24, docs/decisions/110-person-read-models.md):
-- every module reads person_cards, person_contacts, person_roles or verified_organizations (0200),
-- and campaigns' triggers read person_cards (0201). No view is built on it, so it drops alone.
drop view people;
