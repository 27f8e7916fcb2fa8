-- The language a person chose for the site, e-mails and SMS (issue 17, docs/decisions/083-five-languages.md):
-- null until chosen, then one of the five the site speaks.
alter table users add column language text check (language in ('en', 'pcm', 'yo', 'ha', 'ig'));
-- The people read model carries it, so every module mails a person in their language.
create or replace view people as
select id, email, first_name, last_name, mobile, mobile_verified_at, image_key, gender, state_id, lga_id,
       is_organization, role, email_verified_at, identity_status, identity_note,
       volunteer_status, volunteer_grade, volunteer_state_id,
       organization_name, organization_type, category, organization_mobile, secondary_mobile, organization_address,
       facebook, twitter, instagram, organization_f_img_1, organization_f_img_2, organization_f_img_3, relevant_doc,
       id_type, user_ref, created_at, updated_at, language
from users;
