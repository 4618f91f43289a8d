import { EMPTY, type ReportSource, teacherLabels } from './source';

/** What the teachers wrote about the profile for this month (report_teacher_comments). */
export const teacherCommentsSource: ReportSource<'teacherComments'> = async (db, profileId, range) => {
  const rows = await db
    .selectFrom('report_teacher_comments as rc')
    .leftJoin('teachers as t', 't.id', 'rc.teacher_id')
    .select(['rc.comment', 'rc.created_at', 't.name', 't.gender', 't.teacher_type'])
    .where('rc.profile_id', '=', profileId)
    .where('rc.month', '=', range.month)
    .orderBy('rc.created_at')
    .orderBy('rc.id')
    .execute();
  if (rows.length === 0) return EMPTY;
  return {
    status: 'ready',
    data: {
      comments: rows.map((r) => ({
        ...teacherLabels(r.name, r.gender, r.teacher_type),
        comment: r.comment,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    },
  };
};
