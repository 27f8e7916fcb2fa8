-- The job queue moves to pg-boss (docs/decisions/076-pg-boss-job-queue.md), whose tables live in
-- the pgboss schema (installed by db/migrate.ts). Jobs still waiting in the old table (not done,
-- not failed for good) are kept in job_carryover; the first API instance to start sends each into
-- pg-boss and deletes it, in one transaction (jobs/queue.ts, carryOver). Finished rows go with the table.
create table job_carryover (
  id bigint primary key,
  kind text not null,
  payload jsonb not null,
  unique_key text,
  run_at timestamptz not null,
  attempts integer not null,
  max_attempts integer not null
);
insert into job_carryover (id, kind, payload, unique_key, run_at, attempts, max_attempts)
  select id, kind, payload, unique_key, run_at, attempts, max_attempts from jobs where done_at is null and failed_at is null;
drop table jobs;
