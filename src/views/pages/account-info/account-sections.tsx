import { css } from '@emotion/react';
import type { ChangeEvent } from 'react';
import { accountInfoBinding } from '../../../machines/account-info/account-info.binding';
import type { AccountSection } from '../../../machines/account-info/account-info.types';
import { AVATAR_MIME_TYPES, presetNumber } from '../../../machines/account-info/account-rules';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { formSubmit } from '../../ui/form-submit';
import { stackCss } from '../../ui/layout';
import { colors, radii } from '../../ui/theme';
import { ChoiceField, GRADE_CHOICES, InputField, numberOrNull } from '../update-info/form-fields';
import { CurrentAvatar, PresetDisc } from './avatar-badge';

function Feedback({ section }: { section: AccountSection }) {
  const feedback = accountInfoBinding.useSelect((s) => s.context.feedback);
  if (!feedback || feedback.section !== section) return null;
  return <Alert tone={feedback.tone}>{feedback.text}</Alert>;
}

const useBusy = () => accountInfoBinding.useSelect((s) => !s.matches('idle'));

export function AccountSectionForm({ phone }: { phone: string }) {
  const busy = useBusy();
  const saving = accountInfoBinding.useSelect((s) => s.matches('savingAccount'));
  const name = accountInfoBinding.useSelect((s) => s.context.accountName);
  const send = accountInfoBinding.useSend();
  const onSubmit = formSubmit((text) => {
    if (!busy) send({ type: 'account.nameSubmitted', name: text('accountName') });
  });
  return (
    <form css={stackCss} onSubmit={onSubmit} noValidate aria-busy={saving}>
      <Feedback section="account" />
      <InputField
        label="Số điện thoại"
        name="phone"
        value={phone}
        readOnly
        hint="Số điện thoại dùng để đăng nhập."
      />
      <InputField
        label="Họ và tên chủ tài khoản"
        name="accountName"
        autoComplete="name"
        defaultValue={name}
        maxLength={100}
        required
      />
      <div>
        <Button type="submit" busy={saving} disabled={busy}>
          Lưu thông tin tài khoản
        </Button>
      </div>
    </form>
  );
}

const gridCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: 10px;
`;

const presetButtonCss = css`
  display: grid;
  place-items: center;
  width: 100%;
  padding: 4px;
  border: 3px solid transparent;
  border-radius: ${radii.md};
  background: ${colors.canvas};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export function AvatarSection({ profileName }: { profileName: string }) {
  const busy = useBusy();
  const loading = accountInfoBinding.useSelect((s) => s.matches('loadingPresets'));
  const uploading = accountInfoBinding.useSelect((s) => s.matches('uploadingAvatar'));
  const presets = accountInfoBinding.useSelect((s) => s.context.presets);
  const avatar = accountInfoBinding.useSelect((s) => s.context.avatar);
  const presetsFailed = accountInfoBinding.useSelect((s) => s.context.feedback?.section === 'presets');
  const send = accountInfoBinding.useSend();
  const current = presetNumber(avatar);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same file may be picked again after an error.
    event.currentTarget.value = '';
    if (file) send({ type: 'avatar.fileChosen', file });
  };

  return (
    <div css={stackCss}>
      <div css={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <CurrentAvatar avatar={avatar} name={profileName} />
        <p css={{ margin: 0, color: colors.inkSoft }}>
          {current !== null
            ? `Đang dùng ảnh mẫu số ${current}`
            : 'Chọn một ảnh mẫu hoặc tải ảnh của bạn lên.'}
        </p>
      </div>
      <Feedback section="avatar" />
      <Feedback section="presets" />
      {presetsFailed && (
        <div>
          <Button variant="secondary" onClick={() => send({ type: 'presets.retryRequested' })}>
            Tải lại ảnh mẫu
          </Button>
        </div>
      )}
      {loading ? (
        <p css={{ margin: 0, color: colors.muted }}>Đang tải ảnh mẫu…</p>
      ) : (
        <ul css={gridCss} aria-label="Ảnh đại diện mẫu">
          {presets.map((preset) => {
            const chosen = preset.relativePath === avatar;
            return (
              <li key={preset.id}>
                <button
                  type="button"
                  css={presetButtonCss}
                  aria-pressed={chosen}
                  aria-label={`Ảnh đại diện số ${preset.id}`}
                  disabled={busy}
                  onClick={() => send({ type: 'avatar.presetChosen', relativePath: preset.relativePath })}
                >
                  <PresetDisc number={preset.id} size={48} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <InputField
        label="Tải ảnh lên"
        name="avatarFile"
        type="file"
        accept={AVATAR_MIME_TYPES.join(',')}
        hint={uploading ? 'Đang tải ảnh lên…' : 'PNG, JPEG hoặc WebP, tối đa 2 MB.'}
        disabled={busy}
        onChange={onFile}
      />
    </div>
  );
}

export function ClassChangeSection({ gradeLabel }: { gradeLabel: string }) {
  const busy = useBusy();
  const sending = accountInfoBinding.useSelect((s) => s.matches('requestingClassChange'));
  const send = accountInfoBinding.useSend();
  const onSubmit = formSubmit((text) => {
    if (!busy) send({ type: 'classChange.requested', gradeId: numberOrNull(text('targetGrade')) });
  });
  return (
    <form css={stackCss} onSubmit={onSubmit} noValidate aria-busy={sending}>
      <p css={{ margin: 0, color: colors.inkSoft }}>
        Lớp hiện tại: <strong>{gradeLabel}</strong>. Yêu cầu đổi lớp sẽ được Uniclass xem xét.
      </p>
      <Feedback section="classChange" />
      <ChoiceField
        label="Lớp muốn chuyển sang"
        name="targetGrade"
        choices={GRADE_CHOICES}
        placeholder="Chọn lớp"
        required
      />
      <div>
        <Button type="submit" busy={sending} disabled={busy}>
          Gửi yêu cầu đổi lớp
        </Button>
      </div>
    </form>
  );
}
