import { css } from '@emotion/react';
import type { Enrolment, LicenceItem } from '../../../contracts/learning';
import { PLATFORM_WEB, REGISTER_COURSE_ACTION, ROUTES } from '../../../domain/constants';
import { userCoursesBinding } from '../../../machines/learning-data/learning-data.binding';
import { scheduleConfirmationBinding } from '../../../machines/schedule-confirmation/schedule-confirmation.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Button, linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { bareListCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { PageTitle } from '../../ui/page-title';
import { colors, radii } from '../../ui/theme';
import { dayOf, WEEKDAY_NAMES } from '../ai-class/learning-format';
import { ProfileLearningData, useLearningData } from '../learning-data';
import { ScheduleToast } from '../register-schedule/schedule-toast';

const STATUS: Record<LicenceItem['status'], { label: string; color: string; bg: string }> = {
  active: { label: 'Đang hiệu lực', color: '#0f7a5a', bg: colors.mintSoft },
  trial: { label: 'Học thử', color: '#a35b00', bg: colors.sunSoft },
  expired: { label: 'Hết hạn', color: '#b42328', bg: colors.berrySoft },
};

/** Which consult the sales team gets (SPEC §3 register-course actions), from the licences held. */
function consultType(licences: LicenceItem[]) {
  if (licences.some((l) => l.status === 'active'))
    return REGISTER_COURSE_ACTION.USER_VIP_REGISTER_OTHER_COURSE;
  if (licences.some((l) => l.status === 'trial'))
    return REGISTER_COURSE_ACTION.USER_TRIAL_REGISTRATION_CONSULTATION;
  return REGISTER_COURSE_ACTION.USER_EXPIRED_LICENSE_REGISTRATION_CONSULTATION;
}

function LicenceRow({ licence }: { licence: LicenceItem }) {
  const status = STATUS[licence.status];
  return (
    <li
      css={css`display: flex; justify-content: space-between; gap: 12px; padding: 12px 0; border-bottom: 1px solid ${colors.line};`}
    >
      <span>
        <strong>{licence.licenseCode}</strong>
        <br />
        <span css={css`color: ${colors.inkSoft}; font-size: 14px;`}>
          {licence.status === 'expired' ? 'Đã hết hạn ngày' : 'Hết hạn ngày'} {dayOf(licence.endTime)}
        </span>
      </span>
      <span
        css={css`align-self: center; padding: 4px 12px; border-radius: ${radii.pill}; color: ${status.color}; background: ${status.bg}; font-weight: 700;`}
      >
        {status.label}
      </span>
    </li>
  );
}

function Courses({ enrolments, licences }: { enrolments: Enrolment[]; licences: LicenceItem[] }) {
  const user = sessionBinding.useSelect((s) => s.context.user);
  const profile = sessionBinding.useSelect((s) => s.context.profile);
  const busy = scheduleConfirmationBinding.useSelect((s) => s.matches('consulting'));
  const send = scheduleConfirmationBinding.useSend();
  const ask = (action: 2 | 3, e: Enrolment) =>
    send({
      type: 'schedule.confirmed',
      action,
      choice: {
        scheduleId: e.scheduleId,
        courseTitle: e.courseTitle,
        time: e.startTime,
        day: WEEKDAY_NAMES[e.weekday] ?? '',
      },
      consult: {
        requestType: consultType(licences),
        fullName: user?.name || profile?.name || '',
        phone: user?.phone ?? '',
        platform: PLATFORM_WEB,
        followCourse: e.courseTitle,
        grade: profile?.gradeId ?? '',
        birthday: null,
      },
    });
  return (
    <div css={css`display: grid; gap: 20px;`}>
      <Card aria-labelledby="enrolments-title">
        <h2 id="enrolments-title" css={css`font-size: 20px; margin: 0 0 12px;`}>
          Lịch học đang theo
        </h2>
        {enrolments.length === 0 ? (
          <p>
            Chưa có lịch học. <Link to={`${ROUTES.register}?schedules=0`}>Đăng ký lịch học</Link>
          </p>
        ) : (
          <ul css={bareListCss}>
            {enrolments.map((e) => (
              <li
                key={e.id}
                css={css`display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px; padding: 12px 0; border-bottom: 1px solid ${colors.line};`}
              >
                <span>
                  <strong>{e.courseTitle}</strong> · {e.levelName}
                  <br />
                  {WEEKDAY_NAMES[e.weekday]} {e.startTime} ({e.durationMinutes} phút)
                </span>
                <span css={css`display: flex; gap: 8px;`}>
                  <Button variant="secondary" disabled={busy} onClick={() => ask(2, e)}>
                    Đổi lịch
                  </Button>
                  <Button variant="ghost" disabled={busy} onClick={() => ask(3, e)}>
                    Đổi trình độ
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="licences-title">
        <h2 id="licences-title" css={css`font-size: 20px; margin: 0 0 6px;`}>
          Giấy phép học
        </h2>
        <p css={css`margin: 0 0 8px; color: ${colors.inkSoft}; font-size: 14px;`}>
          Một khóa học được học khi có giấy phép đúng mã khóa học, còn hạn và không phải bản học thử (khóa gia
          sư chấp nhận giấy phép học thử).
        </p>
        {licences.length === 0 ? (
          <p>Chưa có giấy phép nào.</p>
        ) : (
          <ul aria-label="Danh sách giấy phép" css={bareListCss}>
            {licences.map((l) => (
              <LicenceRow key={l.id} licence={l} />
            ))}
          </ul>
        )}
        <Link to={ROUTES.activation} css={[linkButtonCss('primary'), { marginTop: 16 }]}>
          Nhập mã kích hoạt
        </Link>
      </Card>
    </div>
  );
}

/** /thong-tin-tai-khoan/khoa-hoc: the profile's schedules and licences, with change requests. */
export function Component() {
  return (
    <ProfileLearningData binding={userCoursesBinding}>
      <CoursesLoader />
    </ProfileLearningData>
  );
}

function CoursesLoader() {
  const { state, data, status } = useLearningData(userCoursesBinding, 'Đang tải khóa học');
  return (
    <>
      <title>Khóa học — Uniclass</title>
      <PageTitle subtitle="Lịch học, giấy phép và yêu cầu đổi lịch của hồ sơ đang học.">Khóa học</PageTitle>
      {status}
      {state === 'ready' && data && <Courses enrolments={data.enrolments} licences={data.licences} />}
      <ScheduleToast />
    </>
  );
}
