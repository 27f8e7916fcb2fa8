-- A confirmed spending report (issue 25, docs/decisions/090-beneficiaries-and-spending-reports.md)
-- goes to the donors as an update of kind 'spending_report': its body is the owner's own words
-- (what was paid, how much, a note); the mail puts before it a sentence from the catalogue on what
-- is accounted for and who confirmed it, read from the report. One update per report.
alter table campaign_updates drop constraint campaign_updates_kind_check;
alter table campaign_updates add constraint campaign_updates_kind_check check (kind in ('update', 'thank_you', 'spending_report'));
alter table campaign_updates add column spending_report_id bigint unique;
