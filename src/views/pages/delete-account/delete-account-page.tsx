import { css } from '@emotion/react';
import { useState } from 'react';
import { ROUTES } from '../../../domain/constants';
import { RETURN_PATH_PARAM } from '../../../domain/return-path';
import { accountDeletionBinding } from '../../../machines/account-deletion/account-deletion.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { Button, linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { formSubmit } from '../../ui/form-submit';
import { Link } from '../../ui/link';
import { PageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/text-field';
import { colors } from '../../ui/theme';

const { Provider, useSelect, useSend } = accountDeletionBinding;

/**
 * /delete-account (SPEC §2, banner hidden, open on phones): explain, confirm with an OTP, delete for
 * real, then a confirmation that stays after the session has ended. A visitor reads what deletion
 * means and is asked to log in first.
 */
export function Component() {
  return (
    <>
      <title>Xóa tài khoản — Uniclass</title>
      <PageTitle subtitle="Xóa vĩnh viễn tài khoản và toàn bộ dữ liệu học tập của các con.">
        Xóa tài khoản
      </PageTitle>
      <Provider>
        <DeletionFlow />
      </Provider>
    </>
  );
}

function WhatIsDeleted() {
  const profiles = sessionBinding.useSelect((s) => s.context.user?.profiles ?? []);
  return (
    <div css={css`color: ${colors.ink}; line-height: 1.6;`}>
      <p>Khi xóa tài khoản, những dữ liệu sau bị xóa ngay và không thể khôi phục:</p>
      <ul>
        <li>
          Tất cả {profiles.length} hồ sơ học sinh
          {profiles.length > 0 ? ` (${profiles.map((p) => p.name).join(', ')})` : ''}, ảnh đại diện, lịch học
          và chỗ trong lớp.
        </li>
        <li>Kết quả học tập, điểm danh, nhận xét của giáo viên, báo cáo và liên kết chia sẻ báo cáo.</li>
        <li>Thông báo, khóa học đang có và mọi phiên đăng nhập trên mọi thiết bị.</li>
      </ul>
      <p>
        Chỉ giữ lại chứng từ thanh toán (mã đơn, số tiền, thời gian) theo Luật Kế toán, không còn gắn với tên
        hay số điện thoại. Sau khi xóa, số điện thoại này có thể đăng ký lại như tài khoản mới. Xem{' '}
        <Link to={ROUTES.privacyPolicy}>Chính sách bảo mật</Link>.
      </p>
    </div>
  );
}

/** What the parent reads once the account is gone (issue 31); the session has already ended. */
function DeletedConfirmation() {
  return (
    <Card aria-labelledby="deleted-title">
      <h2 id="deleted-title" css={css`margin: 0 0 12px; font-size: 22px;`}>
        Tài khoản đã được xóa
      </h2>
      <Alert tone="success">Tài khoản đã được xóa. Bạn đã được đăng xuất khỏi mọi thiết bị.</Alert>
      <ul css={css`line-height: 1.6; color: ${colors.ink};`}>
        <li>Hồ sơ học sinh, kết quả học tập, báo cáo và thông báo đã bị xóa vĩnh viễn.</li>
        <li>Chứng từ thanh toán được giữ theo Luật Kế toán, không còn gắn với tên hay số điện thoại.</li>
        <li>Số điện thoại này có thể đăng ký lại như một tài khoản mới.</li>
      </ul>
      <p css={css`margin: 0;`}>
        Cảm ơn gia đình đã học cùng Uniclass. <Link to={ROUTES.home}>Về trang chủ</Link>
      </p>
    </Card>
  );
}

function DeletionFlow() {
  const state = useSelect((s) => s.value as string);
  const error = useSelect((s) => s.context.error);
  const maskedPhone = useSelect((s) => s.context.maskedPhone);
  const loggedIn = sessionBinding.useSelect((s) => s.matches('loggedIn'));
  const send = useSend();
  const [otp, setOtp] = useState('');

  if (state === 'deleted') return <DeletedConfirmation />;
  if (!loggedIn)
    return (
      <Card aria-label="Dữ liệu sẽ bị xóa">
        <WhatIsDeleted />
        <p>
          Để xóa tài khoản, hãy đăng nhập bằng số điện thoại của tài khoản: Uniclass sẽ gửi mã xác thực tới số
          đó.
        </p>
        <Link
          to={`${ROUTES.login}?${new URLSearchParams({ [RETURN_PATH_PARAM]: ROUTES.deleteAccount })}`}
          css={linkButtonCss()}
        >
          Đăng nhập để xóa tài khoản
        </Link>
      </Card>
    );
  if (state === 'awaitingOtp' || state === 'deleting')
    return (
      <Card aria-label="Xác nhận xóa tài khoản">
        <form
          onSubmit={formSubmit(() => send({ type: 'otp.submitted', otp }))}
          css={css`display: flex; flex-direction: column; gap: 14px; max-width: 420px;`}
        >
          <p css={css`margin: 0;`}>
            Mã xác thực đã được gửi tới số {maskedPhone}. Nhập mã để xóa vĩnh viễn tài khoản.
          </p>
          <TextField
            label="Mã xác thực"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
            error={error}
          />
          <div css={css`display: flex; gap: 12px; flex-wrap: wrap;`}>
            <Button type="submit" variant="accent" busy={state === 'deleting'}>
              Xóa vĩnh viễn
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'otp.resendRequested' })}>
              Gửi lại mã
            </Button>
            <Button variant="ghost" onClick={() => send({ type: 'deletion.cancelled' })}>
              Hủy
            </Button>
          </div>
        </form>
      </Card>
    );
  return (
    <Card aria-label="Dữ liệu sẽ bị xóa">
      <WhatIsDeleted />
      {error && <Alert>{error}</Alert>}
      <Button
        variant="accent"
        busy={state === 'requestingOtp'}
        onClick={() => send({ type: 'deletion.requested' })}
      >
        Gửi mã xác thực để xóa
      </Button>
    </Card>
  );
}
