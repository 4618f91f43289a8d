-- Daily goal and streak (issue 33, ADR 0014). A day (Vietnam time) meets the goal when the pupil
-- answers 10 practice items or speaks every prompt of one topic; the streak is counted from the
-- answers and attempts themselves. What is stored is only what cannot be recomputed: a missed day
-- repaired with diamonds, at most one per week, paid through the loyalty ledger.

alter table loyalty_ledger drop constraint loyalty_ledger_reason_check;
alter table loyalty_ledger add constraint loyalty_ledger_reason_check check (
  reason in ('class_attended', 'practice_done', 'speak_done', 'contest_medal', 'redeem', 'admin_grant',
             'refund', 'opening_balance', 'streak_repair')
);

create table streak_repairs (
  profile_id integer not null references profiles (id) on delete cascade,
  -- The Vietnam calendar day the pupil missed and repaired.
  day date not null,
  -- Monday (Vietnam) of that day's week: one repair per week and profile.
  week_start date not null check (extract(isodow from week_start) = 1 and day - week_start between 0 and 6),
  -- The ledger entry that paid for it (its idempotency key is streak-repair:<day>).
  ledger_entry_id integer not null unique references loyalty_ledger (id),
  created_at timestamptz not null default now(),
  primary key (profile_id, day),
  unique (profile_id, week_start)
);

