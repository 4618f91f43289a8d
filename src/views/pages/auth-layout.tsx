import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Heading } from '../ui/page-title';
import { colors, onMobile, radii, shadows } from '../ui/theme';

/**
 * The two-panel card of the account pages: a bright welcome panel beside the form. Only the
 * page's own form differs, so the login, register and password pages look like one product.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
        max-width: 940px;
        margin: 8px auto 0;
        background: ${colors.surface};
        border-radius: ${radii.lg};
        box-shadow: ${shadows.card};
        overflow: hidden;
        ${onMobile} {
          grid-template-columns: 1fr;
        }
      `}
    >
      <div
        aria-hidden="true"
        css={css`
          position: relative;
          padding: 40px 32px;
          color: #fff;
          background: radial-gradient(circle at 85% 15%, ${colors.sun} 0 38px, transparent 39px),
            radial-gradient(circle at 12% 88%, rgba(255, 255, 255, 0.16) 0 70px, transparent 71px),
            linear-gradient(150deg, ${colors.primary}, #6a5cff);
          display: flex;
          flex-direction: column;
          justify-content: flex-end;
          gap: 10px;
          min-height: 420px;
          ${onMobile} {
            display: none;
          }
        `}
      >
        <svg
          aria-hidden="true"
          width="150"
          height="110"
          viewBox="0 0 150 110"
          css={{ marginBottom: 'auto', marginTop: 40 }}
        >
          <rect x="8" y="18" width="96" height="70" rx="16" fill="#fff" opacity="0.95" />
          <text x="24" y="64" fontSize="30" fontWeight="900" fill={colors.primary} fontFamily="sans-serif">
            ABC
          </text>
          <rect x="86" y="58" width="58" height="44" rx="14" fill={colors.brandOrange} />
          <text x="98" y="87" fontSize="22" fontWeight="900" fill="#fff" fontFamily="sans-serif">
            Hi!
          </text>
        </svg>
        <strong
          css={css`
            font-size: 26px;
            line-height: 1.25;
          `}
        >
          Học tiếng Anh vui mỗi ngày
        </strong>
        <span
          css={css`
            opacity: 0.9;
          `}
        >
          Lớp học AI, luyện nói và quà tặng hấp dẫn đang chờ bạn.
        </span>
      </div>
      <div
        css={css`
          padding: 40px;
          display: flex;
          flex-direction: column;
          gap: 20px;
          ${onMobile} {
            padding: 28px 20px;
          }
        `}
      >
        <div>
          <Heading
            headingCss={css`
              font-size: 30px;
              font-weight: 900;
            `}
            subtitle={subtitle}
          >
            {title}
          </Heading>
        </div>
        {children}
      </div>
    </div>
  );
}

export const formFooterCss = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: 12px;
  font-size: 15px;
  color: ${colors.inkSoft};
`;

/** The way back from a code or details step to the phone step (registration, password reset). */
export function ChangePhoneButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button variant="ghost" onClick={onClick} disabled={disabled}>
      Đổi số điện thoại
    </Button>
  );
}

/** The phone input of the account forms (login, registration, password reset). */
export const phoneInputProps = {
  label: 'Số điện thoại',
  name: 'phone',
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: 'Ví dụ: 0901 234 567',
} as const;

/** The code and new-password inputs of the registration and password-reset steps. */
export const accountInputProps = {
  otp: {
    label: 'Mã OTP',
    name: 'otp',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
    placeholder: '6 chữ số',
  },
  /** With the rule a new password must follow. */
  newPassword: {
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Ít nhất 8 ký tự, gồm cả chữ và số.',
  },
  passwordConfirmation: {
    name: 'passwordConfirmation',
    type: 'password',
    autoComplete: 'new-password',
  },
} as const;
