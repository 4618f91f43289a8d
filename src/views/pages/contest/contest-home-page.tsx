import { css } from '@emotion/react';
import type { ContestProfile, RoundWithAttempt } from '../../../contracts/contest';
import { CONTEST_ROUTES } from '../../../domain/contest';
import { contestAuthBinding } from '../../../machines/contest-auth/contest-auth.binding';
import type { ContestHome } from '../../../machines/contest-auth/contest-auth.types';
import { Button, linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { bareListCss, rowCss, stackCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { PageTitle } from '../../ui/page-title';
import { colors } from '../../ui/theme';
import { ContestGate } from './contest-gate';
import { formatDuration, MedalBadge, Muted } from './contest-ui';

const ROLE_NAMES: Record<ContestProfile['role'], string> = {
  pupil: 'Học sinh',
  school_admin: 'Quản trị trường',
  province_admin: 'Quản trị tỉnh',
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('vi-VN', { dateStyle: 'short', timeStyle: 'short' });

/** /cuoc-thi: the contest home — sign-in, open rounds, my results and medals, my team. */
export function ContestHomePage({ storedToken }: { storedToken: string | null }) {
  return (
    <>
      <title>Cuộc thi tiếng Anh — Uniclass</title>
      <PageTitle subtitle="Thi theo vòng, xếp hạng theo trường, tỉnh và khối lớp.">
        Cuộc thi tiếng Anh
      </PageTitle>
      <ContestGate storedToken={storedToken}>
        {({ profile, home }) => <Home profile={profile} home={home} />}
      </ContestGate>
    </>
  );
}

function Home({ profile, home }: { profile: ContestProfile; home: ContestHome }) {
  const send = contestAuthBinding.useSend();
  const isPupil = profile.role === 'pupil';
  return (
    <div css={stackCss}>
      <Card aria-label="Thông tin dự thi">
        <div css={[rowCss, css`justify-content: space-between;`]}>
          <div>
            <strong>{profile.name}</strong> — {ROLE_NAMES[profile.role]}
            <Muted>
              {[
                profile.grade ? `Khối ${profile.grade}` : null,
                profile.className,
                profile.schoolName,
                profile.provinceName,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Muted>
          </div>
          <div css={rowCss}>
            <Link to={CONTEST_ROUTES.rankings} css={linkButtonCss('secondary')}>
              Bảng xếp hạng
            </Link>
            <Button variant="ghost" onClick={() => send({ type: 'logout.requested' })}>
              Đăng xuất cuộc thi
            </Button>
          </div>
        </div>
      </Card>
      <section aria-labelledby="contest-rounds" css={stackCss}>
        <h2 id="contest-rounds">Vòng thi</h2>
        {home.rounds.length === 0 ? (
          <Muted>Chưa có vòng thi nào cho khối của bạn.</Muted>
        ) : (
          <ul css={[bareListCss, css`display: grid; gap: 12px;`]}>
            {home.rounds.map((round) => (
              <li key={round.id}>
                <RoundCard round={round} isPupil={isPupil} result={home.results[String(round.id)] ?? null} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {isPupil && (
        <section aria-labelledby="contest-team">
          <h2 id="contest-team">Đội của tôi</h2>
          {home.team === null ? (
            <Muted>Bạn chưa thuộc đội nào.</Muted>
          ) : (
            <Card aria-label={`Đội ${home.team.teamInfo}`}>
              <strong>{home.team.teamInfo}</strong>
              <ol>
                {home.team.members.map((member) => (
                  <li key={member.profileId}>
                    {member.name} — {member.totalScore} điểm
                  </li>
                ))}
              </ol>
            </Card>
          )}
        </section>
      )}
    </div>
  );
}

const STATUS_NAMES: Record<RoundWithAttempt['status'], string> = {
  upcoming: 'Sắp mở',
  open: 'Đang mở',
  closed: 'Đã kết thúc',
};

function RoundCard({
  round,
  isPupil,
  result,
}: {
  round: RoundWithAttempt;
  isPupil: boolean;
  result: ContestHome['results'][string];
}) {
  const attempt = round.myAttempt;
  const done = attempt !== null && attempt.status !== 'in_progress';
  return (
    <Card aria-label={round.name}>
      <div css={stackCss}>
        <div css={[rowCss, css`justify-content: space-between;`]}>
          <strong>{round.name}</strong>
          <span css={css`color: ${round.status === 'open' ? colors.mint : colors.muted}; font-weight: 700;`}>
            {STATUS_NAMES[round.status]}
          </span>
        </div>
        <Muted>
          {dateTime(round.startTime)} – {dateTime(round.endTime)} · {round.durationMinutes} phút ·{' '}
          {round.questionCount} câu{round.grade ? ` · Khối ${round.grade}` : ''}
        </Muted>
        {done && attempt && (
          <div css={rowCss}>
            <span>
              Kết quả của bạn: <strong>{attempt.score ?? 0} điểm</strong>
              {attempt.timeUsed !== null ? ` trong ${formatDuration(attempt.timeUsed)}` : ''}
            </span>
            {result && (
              <>
                <span>Hạng {result.rank} trong tỉnh</span>
                <MedalBadge level={result.rankLevel} name={result.rankLevelName} />
              </>
            )}
          </div>
        )}
        <div css={rowCss}>
          {isPupil && round.status === 'open' && !done && (
            <Link to={`${CONTEST_ROUTES.examRoom}/${round.id}`} css={linkButtonCss('primary')}>
              {attempt ? 'Làm tiếp bài thi' : 'Vào thi'}
            </Link>
          )}
          {(done || !isPupil || round.status === 'closed') && (
            <Link to={`${CONTEST_ROUTES.rankings}?vong=${round.id}`} css={linkButtonCss('secondary')}>
              Xem xếp hạng
            </Link>
          )}
        </div>
      </div>
    </Card>
  );
}
