-- The reference module's published read models (docs/architecture.md "Who owns what"): Nigeria's
-- states and local government areas, read-only for every other module.
create view state_names as select id, name, code from states;
create view lga_names as select id, state_id, name from lgas;
