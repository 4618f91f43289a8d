import { css } from '@emotion/react';
import type { ActivationGradeMismatch } from '../../../contracts/learning';
import type { Profile } from '../../../domain/entities';
import { Button } from '../../ui/button';
import { colors } from '../../ui/theme';

function gradeOf(profile: Profile): string {
  const level = profile.gradeLevel ?? profile.gradeId;
  return level ? `Lớp ${level}` : 'chưa chọn lớp';
}

/**
 * Issue 16: the code is for another grade than the profile it was typed for, and nothing has been
 * activated yet. The parent picks another child (those of the code's grade first), confirms, or goes
 * back. `otherProfiles` is null for a visitor, whose code can only go to the default profile.
 */
export function GradeMismatchPrompt({
  mismatch,
  otherProfiles,
  onProfileChosen,
  onConfirmed,
  onCancelled,
}: {
  mismatch: ActivationGradeMismatch;
  otherProfiles: Profile[] | null;
  onProfileChosen: (profileId: number) => void;
  onConfirmed: () => void;
  onCancelled: () => void;
}) {
  const { codeGrade, profileGrade, profileName } = mismatch;
  const others = [...(otherProfiles ?? [])].sort(
    (a, b) => Number(b.gradeId === codeGrade.id) - Number(a.gradeId === codeGrade.id),
  );
  return (
    <section
      aria-labelledby="grade-mismatch-title"
      css={css`display: flex; flex-direction: column; gap: 14px; align-items: flex-start;`}
    >
      <h2
        id="grade-mismatch-title"
        tabIndex={-1}
        // The form it replaces had the focus: bring it to the question.
        ref={(node) => node?.focus()}
        css={css`margin: 0; font-size: 18px;`}
      >
        Mã này dành cho {codeGrade.name}
      </h2>
      <p role="alert" css={css`margin: 0; color: ${colors.ink}; line-height: 1.5;`}>
        Mã kích hoạt này dành cho {codeGrade.name}, nhưng hồ sơ {profileName} đang học {profileGrade.name}.
        Nếu kích hoạt cho hồ sơ này, lịch học {profileGrade.name} sẽ không dùng được mã. Chưa có gì được kích
        hoạt.
      </p>
      {others.length > 0 && (
        <div css={css`display: flex; flex-direction: column; gap: 8px; align-items: flex-start;`}>
          <span css={css`font-weight: 600;`}>Kích hoạt cho hồ sơ khác:</span>
          {others.map((profile) => (
            <Button
              key={profile.id}
              variant={profile.gradeId === codeGrade.id ? 'primary' : 'secondary'}
              onClick={() => onProfileChosen(profile.id)}
            >
              Kích hoạt cho {profile.name} ({gradeOf(profile)})
            </Button>
          ))}
        </div>
      )}
      {otherProfiles === null && (
        <p css={css`margin: 0;`}>Muốn kích hoạt cho hồ sơ khác? Hãy đăng nhập rồi chọn hồ sơ nhận mã.</p>
      )}
      <div css={css`display: flex; gap: 12px; flex-wrap: wrap;`}>
        <Button variant={others.length > 0 ? 'ghost' : 'secondary'} onClick={onConfirmed}>
          Vẫn kích hoạt cho {profileName}
        </Button>
        <Button variant="ghost" onClick={onCancelled}>
          Quay lại
        </Button>
      </div>
    </section>
  );
}
