import { css } from '@emotion/react';
import { linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { centredColumnCss } from '../../ui/layout';
import { PageTitle } from '../../ui/page-title';
import { QrCode } from '../../ui/qr-code';
import { colors, onMobile } from '../../ui/theme';

export interface AppStores {
  ios: string;
  android: string;
}

/** The device's store when it is known: shown first on a phone, so one tap installs. */
export type PreferredStore = 'ios' | 'android' | null;

const storeCss = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

function Store({ name, url, hint }: { name: string; url: string; hint: string }) {
  return (
    <div css={[centredColumnCss(12), { padding: 20, border: `1px solid ${colors.line}`, borderRadius: 16 }]}>
      <QrCode value={url} label={`Mã QR mở ${name}`} size={168} />
      <p css={css`margin: 0; color: ${colors.inkSoft};`}>{hint}</p>
      <a href={url} target="_blank" rel="noopener noreferrer" css={linkButtonCss('primary')}>
        Tải trên {name}
      </a>
    </div>
  );
}

/**
 * /download-app-suggestion (SPEC §2, banner hidden): the store buttons of the app's configuration
 * (VITE_APP_STORE_*), each with a QR code a parent scans from the phone while reading on a computer.
 */
export function DownloadAppPage({ stores, preferred }: { stores: AppStores; preferred: PreferredStore }) {
  const ios = <Store key="ios" name="App Store" url={stores.ios} hint="iPhone, iPad: quét mã bằng máy ảnh" />;
  const android = (
    <Store
      key="android"
      name="Google Play"
      url={stores.android}
      hint="Điện thoại Android: quét mã bằng máy ảnh"
    />
  );
  return (
    <>
      <title>Tải ứng dụng Uniclass — Uniclass</title>
      <PageTitle subtitle="Học mọi lúc trên điện thoại: lớp học AI, luyện nói và báo cáo học tập hằng tháng. Nhận tài khoản học thử miễn phí.">
        Tải App Uniclass
      </PageTitle>
      <Card aria-label="Cửa hàng ứng dụng">
        <div css={storeCss}>{preferred === 'android' ? [android, ios] : [ios, android]}</div>
      </Card>
    </>
  );
}
