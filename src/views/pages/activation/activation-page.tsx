import { css } from '@emotion/react';
import { useState } from 'react';
import { ROUTES } from '../../../domain/constants';
import { activationBinding } from '../../../machines/activation/activation.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { Button, linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { formSubmit } from '../../ui/form-submit';
import { Link } from '../../ui/link';
import { PageTitle } from '../../ui/page-title';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { dayOf } from '../ai-class/learning-format';
import { GradeMismatchPrompt } from './grade-mismatch-prompt';

/**
 * /kich-hoat-tai-khoan (and /_index), also on narrow screens: a logged-in user activates a code for
 * the current profile; a visitor gives the account's phone and the code goes to its default profile.
 */
export function Component() {
  return (
    <activationBinding.Provider>
      <ActivationForm />
    </activationBinding.Provider>
  );
}

function ActivationForm() {
  const loggedIn = sessionBinding.useSelect((s) => s.matches('loggedIn'));
  const profile = sessionBinding.useSelect((s) => s.context.profile);
  const profiles = sessionBinding.useSelect((s) => s.context.user?.profiles ?? []);
  // The code goes to the default profile unless the parent picks another child.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const targetId = chosenId ?? profile?.id ?? null;
  const target = profiles.find((entry) => entry.id === targetId) ?? profile;
  const state = activationBinding.useSelect((s) => s.value);
  const result = activationBinding.useSelect((s) => s.context.result);
  const error = activationBinding.useSelect((s) => s.context.error);
  const mismatch = activationBinding.useSelect((s) => s.context.mismatch);
  const send = activationBinding.useSend();
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');

  return (
    <>
      <title>Kích hoạt tài khoản — Uniclass</title>
      <PageTitle
        subtitle={
          loggedIn
            ? `Nhập mã kích hoạt để mở hoặc gia hạn khóa học cho hồ sơ ${target?.name ?? ''}.`
            : 'Nhập số điện thoại đã đăng ký và mã kích hoạt; khóa học được mở cho hồ sơ mặc định.'
        }
      >
        Kích hoạt tài khoản
      </PageTitle>
      <Card aria-label="Kích hoạt mã">
        {state === 'confirmingGrade' && mismatch ? (
          <GradeMismatchPrompt
            mismatch={mismatch}
            otherProfiles={loggedIn ? profiles.filter((entry) => entry.id !== mismatch.profileId) : null}
            onProfileChosen={(profileId) => {
              setChosenId(profileId);
              send({ type: 'activation.profileChosen', profileId });
            }}
            onConfirmed={() => send({ type: 'activation.gradeMismatchConfirmed' })}
            onCancelled={() => send({ type: 'activation.cancelled' })}
          />
        ) : state === 'activated' && result ? (
          <div css={css`display: flex; flex-direction: column; gap: 14px; align-items: flex-start;`}>
            <Alert tone="success">
              Kích hoạt thành công cho hồ sơ {result.profileName}: giấy phép {result.licence.licenseCode}
              {result.licence.isTrial ? ' (học thử)' : ''} {result.extended ? 'được gia hạn' : 'có hiệu lực'}{' '}
              đến ngày {dayOf(result.licence.endTime)}.
            </Alert>
            <div css={css`display: flex; gap: 12px; flex-wrap: wrap;`}>
              {loggedIn ? (
                <Link to={ROUTES.courses} css={linkButtonCss('primary')}>
                  Xem khóa học
                </Link>
              ) : (
                <Link to={ROUTES.login} css={linkButtonCss('primary')}>
                  Đăng nhập để học
                </Link>
              )}
              <Button
                variant="secondary"
                onClick={() => {
                  setCode('');
                  send({ type: 'activation.resetRequested' });
                }}
              >
                Kích hoạt mã khác
              </Button>
            </div>
          </div>
        ) : (
          <form
            css={css`display: flex; flex-direction: column; gap: 16px; max-width: 420px;`}
            onSubmit={formSubmit(() =>
              send({
                type: 'activation.submitted',
                request: loggedIn
                  ? { code, ...(target?.id ? { profileId: target.id } : {}) }
                  : { code, phone },
              }),
            )}
          >
            {loggedIn && profiles.length > 1 && (
              <SelectField
                label="Kích hoạt cho hồ sơ"
                options={profiles.map((entry) => ({
                  value: String(entry.id),
                  label: entry.id === profile?.id ? `${entry.name} (hồ sơ mặc định)` : entry.name,
                }))}
                value={String(targetId ?? '')}
                onChange={(event) => setChosenId(Number(event.target.value))}
              />
            )}
            {!loggedIn && (
              <TextField
                label="Số điện thoại"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            )}
            <TextField
              label="Mã kích hoạt"
              autoComplete="off"
              hint="Ví dụ: UC-XXXX-XXXX-XXXX"
              value={code}
              error={error}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" busy={state === 'activating'}>
              Kích hoạt
            </Button>
          </form>
        )}
      </Card>
    </>
  );
}
