-- Issue 32: failure counters that hold a slot BEFORE the guarded check. Each row is one thing a
-- guesser attacks ('login:<phone>', 'activation:acct:<id>', 'activation:code:<hash>', …): its
-- failures in a fixed window, and `pending`, the checks under way right now. A check may start only
-- while failures + pending stay under max_failures, taken by one `insert … on conflict … where`, so
-- N concurrent guesses are at most max_failures checks. `pending_at` lets a process that died
-- mid-check give its slots back after a short time. Replaces auth_counters' login_failure rows and
-- activation_failures, which counted after the check (parallel guesses all got checked).
create table attempt_guards (
  key text primary key check (length(key) <= 200),
  window_start timestamptz not null,
  window_seconds integer not null check (window_seconds > 0),
  max_failures integer not null check (max_failures > 0),
  failures integer not null default 0 check (failures >= 0),
  pending integer not null default 0 check (pending >= 0),
  pending_at timestamptz
);

insert into attempt_guards (key, window_start, window_seconds, max_failures, failures)
select 'login:' || phone, window_start, 900, 5, count
from auth_counters where kind = 'login_failure';
delete from auth_counters where kind = 'login_failure';

drop table activation_failures;
