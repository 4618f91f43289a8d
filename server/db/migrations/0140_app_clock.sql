-- The database's clock, injectable (issue 36). Rules enforced inside one statement (contest round
-- windows and attempt deadlines, OTP and token lifetimes, rate-limit windows) read app_now() instead
-- of now(): the same instant as now() in production, and the instant a test sets with
-- `set uniclass.now = '2026-12-31T23:59:59+07'` on its connection, so a date sweep can run them on
-- any day. Stable, so an index on a timestamp still serves a comparison with it.
create function app_now() returns timestamptz
  language sql stable parallel safe
  as $$ select coalesce(nullif(current_setting('uniclass.now', true), '')::timestamptz, now()) $$;
