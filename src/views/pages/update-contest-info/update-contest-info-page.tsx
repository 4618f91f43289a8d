import { CONTEST_ROUTES } from '../../../domain/contest';
import { findDefaultProfile } from '../../../domain/profile';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { Link } from '../../ui/link';
import { PageTitle } from '../../ui/page-title';
import { ProfileEditor } from '../update-info/profile-form';

/** /update-contest-info: a contest profile's grade and class (and school), then home (SPEC §4). */
export function Component() {
  const user = sessionBinding.useSelect((s) => s.context.user);
  const profile = sessionBinding.useSelect((s) => s.context.profile);
  const current = findDefaultProfile(user?.profiles) ?? profile;
  return (
    <>
      <title>Thông tin dự thi — Uniclass</title>
      <PageTitle subtitle={current ? `Hồ sơ dự thi: ${current.name}` : undefined}>Thông tin dự thi</PageTitle>
      <Card aria-label="Thông tin dự thi">
        {user && current ? (
          <ProfileEditor
            input={{ mode: 'contestInfo', user, profile: current }}
            submitLabel="Lưu thông tin dự thi"
            showName={false}
            lockedGradeHint="Khối lớp dự thi đã được ghi nhận."
          />
        ) : (
          <Alert>Không tìm thấy hồ sơ dự thi. Vui lòng đăng nhập lại.</Alert>
        )}
      </Card>
      <p>
        <Link to={CONTEST_ROUTES.home} css={linkButtonCss('secondary')}>
          Vào trang cuộc thi
        </Link>
      </p>
    </>
  );
}
