import { css } from '@emotion/react';
import { ROUTES } from '../../../domain/constants';
import { classSessionsBinding } from '../../../machines/learning-data/learning-data.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { centredColumnCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { PageTitle } from '../../ui/page-title';
import { colors } from '../../ui/theme';
import { useLearningData } from '../learning-data';
import { CongratsPopup } from './congrats-popup';
import { SessionCard } from './session-card';
import { VisitorLanding } from './visitor-landing';

function ClassHome() {
  const { state, data, status } = useLearningData(classSessionsBinding, 'Đang tải lịch học');
  return (
    <>
      <PageTitle subtitle="Các buổi học sắp tới của con. Nút 'Vào học' mở trước giờ học 10 phút.">
        Lớp học của tôi
      </PageTitle>
      <CongratsPopup />
      {status}
      {state === 'ready' && data && data.length === 0 && (
        <Card aria-labelledby="empty-title">
          <div css={centredColumnCss(12)}>
            <h2 id="empty-title">Chưa có buổi học nào</h2>
            <p css={css`margin: 0; color: ${colors.inkSoft};`}>
              Đăng ký một khung giờ học mỗi tuần để bắt đầu cùng giáo viên.
            </p>
            <Link to={`${ROUTES.register}?schedules=0`} css={linkButtonCss('primary')}>
              Đăng ký lịch học
            </Link>
          </div>
        </Card>
      )}
      {state === 'ready' && data && data.length > 0 && (
        <ul
          aria-label="Buổi học sắp tới"
          css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;`}
        >
          {data.map((session) => (
            <SessionCard key={session.id} session={session} />
          ))}
        </ul>
      )}
    </>
  );
}

/** / and /lop-hoc: the pupil's AI Class for a logged-in user, a welcoming landing for a visitor. */
export function Component() {
  const loggedIn = sessionBinding.useSelect((s) => s.matches('loggedIn'));
  const profileId = sessionBinding.useSelect((s) => s.context.profile?.id);
  if (!loggedIn) return <VisitorLanding />;
  // Keyed by profile: switching profile reloads the page anyway, but a new login must not reuse data.
  return (
    <classSessionsBinding.Provider key={profileId ?? 0} input={{ request: profileId }}>
      <ClassHome />
    </classSessionsBinding.Provider>
  );
}
