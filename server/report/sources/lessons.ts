import { sessionsOfMonth } from './attendance';
import { EMPTY, type ReportSource } from './source';

/** Generated sessions are titled '<course>: <lesson>'; the unit is the lesson part. */
function unitTitle(sessionTitle: string, courseTitle: string): string {
  const prefix = `${courseTitle}: `;
  return sessionTitle.startsWith(prefix) ? sessionTitle.slice(prefix.length) : sessionTitle;
}

/** Lessons' units the profile studied: one entry per distinct unit of an attended session. */
export const lessonsSource: ReportSource<'lessons'> = async (db, profileId, range, nowMs) => {
  const attended = (await sessionsOfMonth(db, profileId, range, nowMs)).filter((s) => s.attended);
  const seen = new Set<string>();
  const units = attended.flatMap((s) => {
    const title = unitTitle(s.title, s.courseTitle);
    const key = `${s.courseTitle}|${title}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ title, courseTitle: s.courseTitle, sessionId: s.id, date: s.startsAt }];
  });
  return units.length > 0 ? { status: 'ready', data: { units } } : EMPTY;
};
