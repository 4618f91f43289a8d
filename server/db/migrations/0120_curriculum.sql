-- Curriculum content v1 (issue 33, ADR 0014): the practice units and items and the speak topics of
-- grades 1–9 come from versioned files (content/practice/v1, content/speak/v1), synced into these
-- tables by server/content/curriculum-sync.ts, keyed by the files' own ids so a new version of the
-- content updates rows in place and pupils' cards, sessions and answers keep pointing at them.

-- Units of grades 1–9, keyed by the unit's slug within its grade (titles and order may change).
alter table practice_units drop constraint practice_units_grade_check;
alter table practice_units add constraint practice_units_grade_check check (grade between 1 and 9);
alter table practice_units drop constraint practice_units_grade_position_key;
alter table practice_units drop constraint practice_units_grade_title_key;
alter table practice_units add column slug text;
-- Units seeded before content v1 had no slug; the first sync retires them (they are not in the files).
update practice_units set slug = 'legacy-' || position;
alter table practice_units alter column slug set not null;
alter table practice_units add constraint practice_units_grade_slug_key unique (grade, slug);
alter table practice_units add column title_vi text not null default '';
alter table practice_units add column theme text not null default '';
-- A unit or item that left the content keeps its row (answers, cards and sessions point at it) but is
-- no longer offered.
alter table practice_units add column retired_at timestamptz;

-- The item kinds of content v1 (the first six are the generated bank of issue 14, kept for old rows).
alter table practice_items drop constraint practice_items_kind_check;
alter table practice_items add constraint practice_items_kind_check check (kind in (
  'picture', 'multiple_choice', 'fill_gap', 'word_order', 'listening', 'matching',
  'picture_match', 'gap_fill', 'listening_choice', 'reading_tf', 'short_writing'));
alter table practice_items drop constraint practice_items_skill_check;
alter table practice_items add constraint practice_items_skill_check
  check (skill in ('vocabulary', 'grammar', 'listening', 'reading', 'writing'));
-- What checks an answer and explains a mistake, never sent to the browser: the explanation and
-- example of each wrong choice, the accepted patterns of a written answer, the item's example.
alter table practice_items add column checking jsonb not null default '{}';
-- A listening item's pre-rendered audio (content/audio/v1/<file>), served by the item's id only, so
-- the text the pupil hears never reaches the browser.
alter table practice_items add column audio_file text check (audio_file ~ '^[a-f0-9]{16}\.ogg$');
alter table practice_items add column retired_at timestamptz;
create index practice_items_live_idx on practice_items (unit_id) where retired_at is null;
-- The English example shown with a wrong answer's explanation (a resent answer gets it back too).
alter table practice_answers add column example text;

-- Speak topics: the slug, Vietnamese title and theme of the band file they come from.
alter table speak_topics add column slug text not null default '';
alter table speak_topics add column title_vi text not null default '';
alter table speak_topics add column theme text not null default '';

-- Which version of each content set a database holds (a hash of its files): boot syncs only a change.
create table content_versions (
  name text primary key,
  hash text not null,
  synced_at timestamptz not null default now()
);
