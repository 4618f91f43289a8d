import { css } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';
import type { Lesson } from '../../../contracts/learning';
import { ROUTES } from '../../../domain/constants';
import { lessonBinding } from '../../../machines/lesson/lesson.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { Button, linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { Link } from '../../ui/link';
import { LoadFailed } from '../../ui/load-failed';
import { PageTitle } from '../../ui/page-title';
import { Spinner } from '../../ui/spinner';
import { colors } from '../../ui/theme';
import { dateOf, SESSION_TYPE_LABELS, timeOf } from '../ai-class/learning-format';

/** The way into the video classroom; also the fallback when the browser blocked the new tab. */
function ClassroomLink({ url }: { url: string }) {
  return (
    <Card aria-labelledby="classroom-title">
      <h2 id="classroom-title" css={css`font-size: 18px; margin: 0 0 6px;`}>
        Phòng học trực tuyến
      </h2>
      <p css={css`margin: 0 0 12px;`}>Phòng học đã mở trong thẻ mới. Nếu chưa thấy, bấm nút bên dưới.</p>
      <a href={url} target="_blank" rel="noopener noreferrer" css={linkButtonCss('primary')}>
        Vào phòng học
      </a>
    </Card>
  );
}

function LessonView({
  lesson,
  classroomUrl,
  onCheckAgain,
}: {
  lesson: Lesson;
  classroomUrl: string | null;
  onCheckAgain: () => void;
}) {
  return (
    <div css={css`display: grid; gap: 20px;`}>
      <PageTitle
        subtitle={`${dateOf(lesson.startsAt)} · ${timeOf(lesson.startsAt)}–${timeOf(lesson.endsAt)} · ${SESSION_TYPE_LABELS[lesson.sessionType] ?? lesson.sessionType}`}
      >
        {lesson.title}
      </PageTitle>
      {lesson.attendance.recorded && lesson.attendance.joinedAt ? (
        <Alert tone="success">Đã điểm danh lúc {timeOf(lesson.attendance.joinedAt)}. Chúc con học vui!</Alert>
      ) : (
        <div css={css`display: flex; flex-direction: column; gap: 12px; align-items: flex-start;`}>
          <Alert tone="info">
            Lớp mở lúc {timeOf(lesson.joinOpensAt)}. Con được điểm danh khi vào học trong giờ lớp mở.
          </Alert>
          <Button variant="secondary" onClick={onCheckAgain}>
            Kiểm tra lại
          </Button>
        </div>
      )}
      {classroomUrl && <ClassroomLink url={classroomUrl} />}
      <Card aria-labelledby="teacher-title">
        <h2 id="teacher-title" css={css`font-size: 18px; margin: 0 0 6px;`}>
          {lesson.courseTitle} · {lesson.levelName}
        </h2>
        {lesson.teacher && (
          <p css={css`margin: 0;`}>
            {lesson.teacher.displayName}{' '}
            <span css={css`color: ${colors.muted};`}>({lesson.teacher.typeTitle})</span>
          </p>
        )}
      </Card>
      <Card aria-labelledby="objectives-title">
        <h2 id="objectives-title" css={css`font-size: 18px; margin: 0 0 10px;`}>
          Mục tiêu buổi học
        </h2>
        <ul css={css`margin: 0; padding-left: 20px; display: grid; gap: 6px;`}>
          {lesson.objectives.map((objective) => (
            <li key={objective}>{objective}</li>
          ))}
        </ul>
      </Card>
      <Card aria-labelledby="vocabulary-title">
        <h2 id="vocabulary-title" css={css`font-size: 18px; margin: 0 0 10px;`}>
          Từ vựng
        </h2>
        <table
          css={css`width: 100%; border-collapse: collapse; td, th { padding: 8px; border-bottom: 1px solid ${colors.line}; text-align: left; }`}
        >
          <thead>
            <tr>
              <th scope="col">Từ</th>
              <th scope="col">Nghĩa</th>
            </tr>
          </thead>
          <tbody>
            {lesson.vocabulary.map((v) => (
              <tr key={v.word}>
                <td lang="en">
                  <strong>{v.word}</strong>
                </td>
                <td>{v.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}

function LessonLoader() {
  const state = lessonBinding.useSelect((s) => s.value);
  const data = lessonBinding.useSelect((s) => s.context.lesson);
  const error = lessonBinding.useSelect((s) => s.context.error);
  const send = lessonBinding.useSend();
  const reload = () => send({ type: 'data.reloadRequested' });
  if (state === 'joining') return <Spinner label="Đang mở buổi học" />;
  if (state === 'failed' || !data) return <LoadFailed message={error} onRetry={reload} />;
  return (
    <LessonView
      lesson={data}
      classroomUrl={state === 'inClass' ? data.classroomUrl : null}
      onCheckAgain={reload}
    />
  );
}

/** /lesson?sessionId=…: the class page of one session; opening it records attendance while the class is open. */
export function Component() {
  const [params] = useSearchParams();
  const loggedIn = sessionBinding.useSelect((s) => s.matches('loggedIn'));
  const sessionId = Number(params.get('sessionId'));
  return (
    <>
      <title>Bài học — Uniclass</title>
      {!loggedIn ? (
        <>
          <PageTitle>Vào lớp học</PageTitle>
          <Card aria-label="Cần đăng nhập">
            <p>Vui lòng đăng nhập để vào lớp học.</p>
            <Link to={ROUTES.login} css={linkButtonCss('primary')}>
              Đăng nhập
            </Link>
          </Card>
        </>
      ) : Number.isInteger(sessionId) && sessionId > 0 ? (
        <lessonBinding.Provider key={sessionId} input={{ request: sessionId }}>
          <LessonLoader />
        </lessonBinding.Provider>
      ) : (
        <>
          <PageTitle>Vào lớp học</PageTitle>
          <Alert>Không tìm thấy buổi học.</Alert>
        </>
      )}
    </>
  );
}
