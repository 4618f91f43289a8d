-- The server owns AI Speak scores (issue 30, ADR 0012). Until now POST /speak/attempts stored whatever
-- score the client sent; from here on only POST /speak/score writes attempts, with the score it made.
-- Rows written before are marked as client-claimed: rewards and the monthly report ignore them.

alter table speak_attempts add column scored_by_server boolean not null default false;
-- Only the scorer inserts rows from now on: what it writes is a server score.
alter table speak_attempts alter column scored_by_server set default true;
