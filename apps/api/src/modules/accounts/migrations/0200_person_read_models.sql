-- Read models that mean something (issue 24, docs/decisions/110-person-read-models.md): in place of
-- `people`, a mirror of users without two columns, four views, each what a kind of reader needs.
-- Every reader outside accounts moves to the narrowest of them; `people` is dropped after (0202),
-- once campaigns' triggers read person_cards (0201). Writes still go through accounts' functions.

-- What a page shows of someone: the name, the picture, a person or an organisation (and its
-- name), and where they are (a new campaign's place by default).
create view person_cards as
select id, first_name, last_name, image_key, is_organization, organization_name, state_id, lga_id
from users;

-- How to reach someone: the address, the language they chose for e-mails and SMS, their numbers
-- (the mobile with its confirmation; an organisation's and a second number: a provider's customer).
create view person_contacts as
select id, email, language, mobile, mobile_verified_at, secondary_mobile, organization_mobile
from users;

-- The roles and checks other modules decide by: administrator, volunteer (status, grade, the state
-- they vet), identity (status, the note of a rejection), and when the account last changed (the
-- identity queue's order and "submitted at").
create view person_roles as
select id, role, volunteer_status, volunteer_grade, volunteer_state_id, identity_status, identity_note, updated_at
from users;

-- The verified organisations (spec §2, §7; docs/decisions/054): organisation accounts whose
-- identity an administrator approved, with a verified e-mail — the one definition the public list,
-- a beneficiary's choice and monthly giving's offer read — and what their public page shows.
create view verified_organizations as
select id, organization_name, organization_type, category, organization_address, organization_mobile, email,
       image_key, organization_f_img_1, organization_f_img_2, organization_f_img_3, facebook, twitter, instagram, state_id
from users
where is_organization and identity_status = 'approved' and email_verified_at is not null;
