-- AI Speak for every grade 1–9 (issue 33) and free talk scored by its key words (issue 30): the seam
-- both sides share. Topics of grades 6–9 exist; a free-talk prompt lists the words a good answer uses.

alter table speak_topics drop constraint speak_topics_grade_check;
alter table speak_topics add constraint speak_topics_grade_check check (grade between 1 and 9);

-- English words (array of strings) that an answer to a free-talk question is expected to use.
alter table speak_prompts add column keywords jsonb not null default '[]';
