-- The version of a round's materialised rankings (issue 35): bumped by every recompute, in its
-- transaction. A cached ranking page is keyed by it, so a page read after a recompute can never be
-- served from the rankings before it, on any instance. (ranked_at cannot serve: app_now() may stand
-- still under a test clock, and two recomputes would share it.)
alter table contest_rounds add column ranks_version integer not null default 0;
