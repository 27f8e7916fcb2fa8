-- A campaign written without a place takes its owner's, and its search keeps its owner's
-- organisation name (0027, 0050): both now read accounts' person_cards (0200), as `people` goes
-- (0202; docs/decisions/110-person-read-models.md). Same behaviour, same triggers.
create or replace function campaigns_place_fill() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' and new.state_id is null then
    select p.state_id, p.lga_id into new.state_id, new.lga_id from person_cards p where p.id = new.owner_id;
  end if;
  new.place := concat_ws(' ',
    (select l.name from lga_names l where l.id = new.lga_id),
    (select s.name || case when s.code = 'FC' then ' Abuja FCT' else '' end from state_names s where s.id = new.state_id));
  return new;
end $$;

create or replace function campaigns_organisation_fill() returns trigger language plpgsql as $$
begin
  new.organisation := coalesce((select p.organization_name from person_cards p where p.id = new.owner_id and p.is_organization), '');
  return new;
end $$;
