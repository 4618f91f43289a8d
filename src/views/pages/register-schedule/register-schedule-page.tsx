import { css } from '@emotion/react';
import { type ReactNode, useState } from 'react';
import type { CatalogueCourse } from '../../../contracts/learning';
import { PLATFORM_WEB, REGISTER_COURSE_ACTION, ROUTES, SCHEDULE_ACTION } from '../../../domain/constants';
import { classSchedulesBinding } from '../../../machines/learning-data/learning-data.binding';
import { scheduleConfirmationBinding } from '../../../machines/schedule-confirmation/schedule-confirmation.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Button, linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { formSubmit } from '../../ui/form-submit';
import { Link } from '../../ui/link';
import { PageTitle } from '../../ui/page-title';
import { colors, radii } from '../../ui/theme';
import { dayOf, WEEKDAY_NAMES } from '../ai-class/learning-format';
import { ProfileLearningData, useLearningData } from '../learning-data';
import { ScheduleToast } from './schedule-toast';

const optionCss = css`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 12px 14px;
  border: 2px solid ${colors.line};
  border-radius: ${radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
  }
`;
const groupCss = css`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;
const legendCss = css`
  font-weight: 800;
  font-size: 18px;
  margin-bottom: 10px;
`;

function Picker({ courses }: { courses: CatalogueCourse[] }) {
  const [courseId, setCourseId] = useState<number | null>(courses[0]?.id ?? null);
  const [levelId, setLevelId] = useState<number | null>(courses[0]?.levels[0]?.id ?? null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const busy = scheduleConfirmationBinding.useSelect(
    (s) => s.matches('saving') || s.matches('succeeded') || s.matches('reloading'),
  );
  const done = scheduleConfirmationBinding.useSelect((s) => s.matches('succeeded') || s.matches('reloading'));
  const send = scheduleConfirmationBinding.useSend();
  const course = courses.find((c) => c.id === courseId) ?? null;
  const level = course?.levels.find((l) => l.id === levelId) ?? null;
  const slot = level?.slots.find((s) => s.id === slotId) ?? null;
  // Choosing a course or a level starts the choices below it again.
  const chooseLevel = (id: number | null) => {
    setLevelId(id);
    setSlotId(null);
  };
  const chooseCourse = (chosen: CatalogueCourse) => {
    setCourseId(chosen.id);
    chooseLevel(chosen.levels[0]?.id ?? null);
  };

  return (
    <form
      css={css`display: flex; flex-direction: column; gap: 24px;`}
      onSubmit={formSubmit(() => {
        if (!course || !slot) return;
        send({
          type: 'schedule.confirmed',
          action: SCHEDULE_ACTION.NEW_REGISTRATION,
          choice: {
            scheduleId: slot.id,
            courseTitle: course.title,
            time: slot.startTime,
            day: WEEKDAY_NAMES[slot.weekday] ?? '',
          },
        });
      })}
    >
      <fieldset css={groupCss}>
        <legend css={legendCss}>1. Khóa học</legend>
        {courses.map((c) => (
          <RadioOption key={c.id} name="course" checked={c.id === courseId} onChoose={() => chooseCourse(c)}>
            <strong>{c.title}</strong>
            <br />
            <span css={css`color: ${c.licenceValid ? colors.mint : colors.accent}; font-size: 14px;`}>
              {c.licenceValid ? 'Đã có giấy phép học' : 'Chưa có giấy phép học còn hạn'}
            </span>
          </RadioOption>
        ))}
      </fieldset>
      {course && (
        <fieldset css={groupCss}>
          <legend css={legendCss}>2. Trình độ</legend>
          {course.levels.map((l) => (
            <RadioOption
              key={l.id}
              name="level"
              checked={l.id === levelId}
              onChoose={() => chooseLevel(l.id)}
            >
              {l.name}
            </RadioOption>
          ))}
        </fieldset>
      )}
      {level && (
        <fieldset css={groupCss}>
          <legend css={legendCss}>3. Khung giờ hằng tuần</legend>
          {level.slots.length === 0 && <p>Trình độ này chưa mở lớp.</p>}
          {level.slots.map((s) => (
            <RadioOption key={s.id} name="slot" checked={s.id === slotId} onChoose={() => setSlotId(s.id)}>
              <strong>
                {WEEKDAY_NAMES[s.weekday]} {s.startTime}
              </strong>{' '}
              ({s.durationMinutes} phút)
              <br />
              <span css={css`color: ${colors.inkSoft}; font-size: 14px;`}>
                {s.teacher ? `${s.teacher.displayName} · ` : ''}
                {s.enrolled ? 'Bạn đã đăng ký' : s.seatsLeft > 0 ? `Còn ${s.seatsLeft} chỗ` : 'Hết chỗ'}
              </span>
            </RadioOption>
          ))}
        </fieldset>
      )}
      {course && !course.licenceValid ? (
        <NoLicenceOffer course={course} />
      ) : (
        <div css={css`display: flex; gap: 12px; align-items: center;`}>
          <Button type="submit" busy={busy} disabled={!slot}>
            Xác nhận lịch học
          </Button>
          {done && <span role="status">Đăng ký thành công, đang chuyển tới lớp học…</span>}
        </div>
      )}
    </form>
  );
}

const offerLinksCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

/**
 * Issue 31, ADR 0015: a course this profile holds no valid licence for (SPEC §5: a trial is not one)
 * cannot be booked; instead of a refused 'Xác nhận lịch học', the family gets its ways forward: a
 * call from Uniclass (the trial consultation with a trial, else a new registration's), payment,
 * activation, and the AI practice that needs no class.
 */
function NoLicenceOffer({ course }: { course: CatalogueCourse }) {
  const user = sessionBinding.useSelect((s) => s.context.user);
  const profile = sessionBinding.useSelect((s) => s.context.profile);
  const consulting = scheduleConfirmationBinding.useSelect((s) => !s.matches('idle'));
  const send = scheduleConfirmationBinding.useSend();
  const askForCall = () =>
    send({
      type: 'consult.requested',
      consult: {
        requestType: course.trialEndsAt
          ? REGISTER_COURSE_ACTION.USER_TRIAL_REGISTRATION_CONSULTATION
          : REGISTER_COURSE_ACTION.NEW_REGISTRATION,
        fullName: user?.name || profile?.name || '',
        phone: user?.phone ?? '',
        platform: PLATFORM_WEB,
        followCourse: course.title,
        grade: profile?.gradeId ?? '',
        birthday: null,
      },
    });
  return (
    <section
      aria-labelledby="offer-title"
      css={css`
        display: grid;
        gap: 12px;
        padding: 18px;
        border-radius: ${radii.md};
        background: ${colors.sunSoft};
      `}
    >
      <h2 id="offer-title" css={css`margin: 0; font-size: 20px;`}>
        {course.trialEndsAt ? 'Con đang học thử khóa này' : 'Lớp học này cần giấy phép học'}
      </h2>
      {course.trialEndsAt ? (
        <p css={css`margin: 0;`}>
          Tài khoản học thử của con có hiệu lực đến hết ngày {dayOf(course.trialEndsAt)}: con luyện tập miễn
          phí với AI Practice và AI Speak. Để vào lớp học trực tuyến cùng giáo viên, Uniclass gọi điện xếp
          buổi học thử cho con, hoặc bạn mua gói học, nhập mã kích hoạt.
        </p>
      ) : (
        <p css={css`margin: 0;`}>
          Hồ sơ chưa có giấy phép học còn hạn cho {course.title}. Uniclass có thể gọi điện tư vấn và xếp lớp
          cho con, hoặc bạn mua gói học, nhập mã kích hoạt.
        </p>
      )}
      <div css={offerLinksCss}>
        <Button onClick={askForCall} disabled={consulting}>
          Nhận tư vấn
        </Button>
        <Link to={ROUTES.payment} css={linkButtonCss('secondary')}>
          Mua gói học
        </Link>
        <Link to={ROUTES.activation} css={linkButtonCss('secondary')}>
          Nhập mã kích hoạt
        </Link>
        <Link to={ROUTES.aiPractice}>Luyện tập với AI ngay</Link>
      </div>
    </section>
  );
}

/** One choice of a radio group: the input, then what it chooses. */
function RadioOption({
  name,
  checked,
  onChoose,
  children,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label css={optionCss}>
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      <span>{children}</span>
    </label>
  );
}

/** /dang-ky?schedules=0: a graded profile without schedule picks a course level and a weekly slot. */
export function RegisterSchedulePage() {
  return (
    <ProfileLearningData binding={classSchedulesBinding}>
      <SchedulePicker />
    </ProfileLearningData>
  );
}

function SchedulePicker() {
  const { state, data, status } = useLearningData(classSchedulesBinding, 'Đang tải lịch học');
  return (
    <>
      <title>Đăng ký lịch học — Uniclass</title>
      <PageTitle subtitle="Chọn khóa học, trình độ và một khung giờ học mỗi tuần.">
        Đăng ký lịch học
      </PageTitle>
      <Card aria-label="Chọn lịch học">
        {status}
        {state === 'ready' && data && data.length === 0 && <p>Chưa có khóa học nào cho khối lớp của con.</p>}
        {state === 'ready' && data && data.length > 0 && <Picker courses={data} />}
      </Card>
      <ScheduleToast />
    </>
  );
}
