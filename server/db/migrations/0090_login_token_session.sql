-- Issue 10 item 7: a login token remembers the session that issued it, so logging that session out
-- also kills its unused login tokens (they lived on for their 2 minutes).
alter table login_tokens add column session_id text;
create index login_tokens_session_idx on login_tokens (session_id) where used_at is null;
