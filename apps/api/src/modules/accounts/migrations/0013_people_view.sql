-- The accounts module's published read model (docs/architecture.md "Who owns what"): other modules
-- read people through this view, never the users table; it leaves out the password hash and the Facebook link. Writes to
-- an account go through the accounts module's exported functions.
create view people as
select id, email, first_name, last_name, mobile, mobile_verified_at, image_key, gender, state_id, lga_id,
       is_organization, role, email_verified_at, identity_status, identity_note,
       volunteer_status, volunteer_grade, volunteer_state_id,
       organization_name, organization_type, category, organization_mobile, secondary_mobile, organization_address,
       facebook, twitter, instagram, organization_f_img_1, organization_f_img_2, organization_f_img_3, relevant_doc,
       id_type, user_ref, created_at, updated_at
from users;
