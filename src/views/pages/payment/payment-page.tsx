import { css } from '@emotion/react';
import { useState } from 'react';
import type { CoursePackage, PaymentOrder } from '../../../contracts/payment';
import { paymentOrderBinding } from '../../../machines/payment-order/payment-order.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { tileGridCss, visuallyHiddenCss } from '../../ui/layout';
import { LoadFailed } from '../../ui/load-failed';
import { PageTitle } from '../../ui/page-title';
import { QrCode } from '../../ui/qr-code';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { colors, onMobile } from '../../ui/theme';

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });

const { Provider, useSelect, useSend } = paymentOrderBinding;

/** /payment (SPEC §2, banner hidden): packages from the database, an order, a VietQR transfer. */
export function Component() {
  const profiles = sessionBinding.useSelect((s) => s.context.user?.profiles ?? []);
  const current = sessionBinding.useSelect((s) => s.context.profile?.id);
  // The profile in use first: the parent pays for the child they are looking at.
  const options = [...profiles]
    .sort((a, b) => Number(b.id === current) - Number(a.id === current))
    .map((p) => ({ id: p.id, name: p.name, grade: p.gradeLevel ?? p.gradeId }));
  return (
    <>
      <title>Thanh toán — Uniclass</title>
      <PageTitle subtitle="Chọn gói học, chuyển khoản bằng mã VietQR. Uniclass không bao giờ hỏi số thẻ của bạn.">
        Thanh toán khóa học
      </PageTitle>
      <Provider input={{ profiles: options }}>
        <PaymentFlow />
      </Provider>
    </>
  );
}

function PaymentFlow() {
  const state = useSelect((s) => s.value as string);
  const error = useSelect((s) => s.context.error);
  const order = useSelect((s) => s.context.order);
  const send = useSend();
  if (state === 'loadingPackages') return <Spinner label="Đang tải gói học" />;
  if (state === 'failed')
    return (
      <Card>
        <LoadFailed message={error} onRetry={() => send({ type: 'retry.requested' })} />
      </Card>
    );
  if ((state === 'awaitingTransfer' || state === 'checking' || state === 'paid') && order)
    return <TransferInstructions order={order} state={state} error={error} />;
  if (state === 'confirmingGrade') return <GradeQuestion />;
  return <PackageChooser />;
}

/** Issue 31: a package of another grade than the child's is not sold without the parent's yes. */
function GradeQuestion() {
  const mismatch = useSelect((s) => s.context.mismatch);
  const send = useSend();
  if (!mismatch) return null;
  return (
    <Card aria-labelledby="grade-question-title">
      <h2 id="grade-question-title" css={css`margin: 0 0 12px; font-size: 20px;`}>
        Gói học này dành cho {mismatch.packageGrade.name}
      </h2>
      <Alert tone="info">
        Hồ sơ {mismatch.profileName} đang học {mismatch.profileGrade.name}. Gói của{' '}
        {mismatch.profileGrade.name} hợp với con hơn; nếu con học vượt lớp, bạn vẫn có thể mua gói này.
      </Alert>
      <div css={css`display: flex; gap: 12px; flex-wrap: wrap;`}>
        <Button onClick={() => send({ type: 'order.cancelled' })}>Chọn gói khác</Button>
        <Button variant="secondary" onClick={() => send({ type: 'grade.confirmed' })}>
          Vẫn mua cho {mismatch.profileName}
        </Button>
      </div>
    </Card>
  );
}

/** The chosen child's grade first, then packages for every grade, then the other grades. */
function byFit(grade: number | null) {
  const rank = (pkg: CoursePackage) => (pkg.grade === grade ? 0 : pkg.grade === null ? 1 : 2);
  return (a: CoursePackage, b: CoursePackage) => rank(a) - rank(b);
}

function PackageChooser() {
  const packages = useSelect((s) => s.context.packages);
  const profiles = useSelect((s) => s.context.profiles);
  const error = useSelect((s) => s.context.error);
  const ordering = useSelect((s) => s.matches('ordering'));
  const send = useSend();
  const request = useSelect((s) => s.context.request);
  const [profileId, setProfileId] = useState(String(request?.profileId ?? profiles[0]?.id ?? ''));
  if (packages.length === 0) return <Alert tone="info">Hiện chưa có gói học nào đang mở bán.</Alert>;
  const child = profiles.find((p) => String(p.id) === profileId);
  const order = (pkg: CoursePackage) =>
    send({ type: 'order.submitted', request: { packageId: pkg.id, profileId: Number(profileId) } });
  return (
    <Card aria-label="Gói học">
      {error && <Alert>{error}</Alert>}
      <SelectField
        label="Học sinh"
        value={profileId}
        onChange={(e) => setProfileId(e.target.value)}
        options={profiles.map((p) => ({ value: String(p.id), label: p.name }))}
      />
      <ul css={[tileGridCss(240, 16), { marginTop: 20 }]}>
        {[...packages].sort(byFit(child?.grade ?? null)).map((pkg) => (
          <li
            key={pkg.id}
            css={css`
              border: 1px solid ${colors.line};
              border-radius: 16px;
              padding: 18px;
              display: flex;
              flex-direction: column;
              gap: 8px;
            `}
          >
            <strong>{pkg.name}</strong>
            <span css={css`color: ${colors.inkSoft};`}>
              {pkg.grade ? `Lớp ${pkg.grade}` : 'Mọi lớp'} · {pkg.months} tháng
            </span>
            {child && pkg.grade !== null && pkg.grade === child.grade && (
              <span css={css`color: ${colors.mint}; font-weight: 700;`}>Đúng lớp của {child.name}</span>
            )}
            <span css={css`font-size: 22px; font-weight: 900; color: ${colors.primaryDark};`}>
              {vnd.format(pkg.price)}
            </span>
            <Button busy={ordering} disabled={!profileId} onClick={() => order(pkg)}>
              Mua gói này<span css={visuallyHiddenCss}>: {pkg.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function TransferInstructions({
  order,
  state,
  error,
}: {
  order: PaymentOrder;
  state: string;
  error: string | null;
}) {
  const send = useSend();
  if (state === 'paid')
    return (
      <Card aria-label="Đã thanh toán">
        <Alert tone="success">
          Đã nhận thanh toán đơn {order.orderCode}. Khóa học đã được kích hoạt, xem tại trang Khóa học.
        </Alert>
        <Button variant="secondary" onClick={() => send({ type: 'order.restarted' })}>
          Mua gói khác
        </Button>
      </Card>
    );
  return (
    <Card aria-label="Hướng dẫn chuyển khoản">
      <div
        css={css`
          display: grid;
          grid-template-columns: auto 1fr;
          gap: 28px;
          align-items: start;
          ${onMobile} {
            grid-template-columns: 1fr;
          }
        `}
      >
        <QrCode
          value={order.qrPayload}
          label={`Mã VietQR chuyển khoản ${vnd.format(order.amount)} cho đơn ${order.orderCode}`}
          size={220}
        />
        <div>
          <h2 css={css`margin: 0 0 12px; font-size: 20px;`}>
            Chuyển khoản để hoàn tất đơn {order.orderCode}
          </h2>
          <p>
            Mở ứng dụng ngân hàng, quét mã VietQR — số tiền và nội dung đã được điền sẵn. Hoặc chuyển khoản
            thủ công:
          </p>
          <dl
            css={css`
              display: grid;
              grid-template-columns: max-content 1fr;
              gap: 6px 16px;
              & dt {
                color: ${colors.inkSoft};
              }
              & dd {
                margin: 0;
                font-weight: 800;
              }
            `}
          >
            <dt>Ngân hàng</dt>
            <dd>{order.bank.bankName}</dd>
            <dt>Số tài khoản</dt>
            <dd>{order.bank.accountNumber}</dd>
            <dt>Chủ tài khoản</dt>
            <dd>{order.bank.accountName}</dd>
            <dt>Số tiền</dt>
            <dd>{vnd.format(order.amount)}</dd>
            <dt>Nội dung</dt>
            <dd data-testid="transfer-note">{order.orderCode}</dd>
          </dl>
          <p css={css`color: ${colors.inkSoft};`}>
            Khóa học {order.packageName} được kích hoạt khi Uniclass nhận được chuyển khoản (thường trong vài
            phút giờ hành chính).
          </p>
          {error && <Alert tone="info">{error}</Alert>}
          <div css={css`display: flex; gap: 12px; flex-wrap: wrap;`}>
            <Button busy={state === 'checking'} onClick={() => send({ type: 'status.checkRequested' })}>
              Tôi đã chuyển khoản
            </Button>
            <Button variant="ghost" onClick={() => send({ type: 'order.restarted' })}>
              Chọn gói khác
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
