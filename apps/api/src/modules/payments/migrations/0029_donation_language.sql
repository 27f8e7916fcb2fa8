-- The language the donor gave in (issue 17, docs/decisions/083-five-languages.md): the receipt,
-- refund and reward e-mails of a guest or anonymous donor, who has no account to keep one, follow it.
alter table donations add column language text check (language in ('en', 'pcm', 'yo', 'ha', 'ig'));
