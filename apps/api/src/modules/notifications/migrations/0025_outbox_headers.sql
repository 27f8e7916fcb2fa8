-- Extra mail headers a message carries (issue 14): the updates' List-Unsubscribe and
-- List-Unsubscribe-Post (RFC 8058). An object of header name to value; most messages have none.
alter table outbox add column headers jsonb not null default '{}'::jsonb;
