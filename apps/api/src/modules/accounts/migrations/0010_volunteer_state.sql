-- The state a volunteer vets is the one an administrator approved, not whatever the profile says
-- later (docs/decisions/050-volunteers-and-assignment.md): a volunteer approved for Kano who moves
-- their profile to Lagos keeps vetting Kano until a new approval says otherwise.
alter table users add column volunteer_state_id integer references states(id);
update users set volunteer_state_id = state_id where volunteer_status = 'approved';
drop index users_volunteers_idx;
create index users_volunteers_idx on users (volunteer_state_id) where volunteer_status = 'approved';
