-- Issue 10 item 5: the -no-token profile look-ups answered sequential ids without a session, so a
-- script could walk them and collect children's names, grades and avatars. Each profile gets a random
-- public reference ('p' + 32 hex digits, 122 random bits) that its owner may share; without access
-- headers only this reference is accepted. The volatile default fills existing rows one by one and
-- every profile created later, so no insert has to remember it.
alter table profiles
  add column public_ref text not null
    default ('p' || replace(gen_random_uuid()::text, '-', ''))
    check (public_ref ~ '^p[0-9a-f]{32}$');
create unique index profiles_public_ref_idx on profiles (public_ref);
