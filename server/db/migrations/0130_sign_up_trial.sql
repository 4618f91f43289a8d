-- Issue 31 (ADR 0012): a new family's trial licence. Sign-up grants the grade's AI course for 7 days
-- as a licence with source 'trial'; trial_grants remembers each phone that has had one, as a keyed
-- hash (HMAC-SHA256 with a server secret, so the table alone gives no phone numbers back). The row
-- outlives the account on purpose: deleting an account and signing up again with the same phone does
-- not give a second trial.
alter table licences drop constraint licences_source_check;
alter table licences add constraint licences_source_check
  check (source in ('seed', 'activation', 'purchase', 'trial'));

create table trial_grants (
  phone_hash text primary key,
  granted_at timestamptz not null default now()
);
