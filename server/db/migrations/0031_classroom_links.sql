-- Issue 16: every class session has a classroom, a video-meeting room. The room is stored per session;
-- the provider is configuration (CLASSROOM_BASE_URL, Jitsi by default): the URL given to a pupil is
-- the base followed by the room, unless the room is itself an https URL (a Zoom or Meet link entered
-- for that session). A volatile default gives existing and new sessions their own unguessable room.
alter table class_sessions
  add column classroom_room text not null
    default ('uniclass-' || substr(md5(random()::text || clock_timestamp()::text), 1, 20))
    check (length(classroom_room) between 1 and 500);
