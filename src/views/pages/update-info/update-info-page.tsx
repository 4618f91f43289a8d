import { useSearchParams } from 'react-router-dom';
import { findDefaultProfile } from '../../../domain/profile';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/card';
import { PageTitle } from '../../ui/page-title';
import { ProfileEditor } from './profile-form';

/** /update-info (?default=true): complete the default profile, then home (SPEC §4 post-login checks). */
export function Component() {
  const [params] = useSearchParams();
  const user = sessionBinding.useSelect((s) => s.context.user);
  const profile = sessionBinding.useSelect((s) => s.context.profile);
  const current = findDefaultProfile(user?.profiles) ?? profile;
  const isDefault = params.get('default') === 'true';

  return (
    <>
      <title>Cập nhật thông tin — Uniclass</title>
      <PageTitle
        subtitle={
          isDefault
            ? 'Hoàn thiện hồ sơ mặc định để bắt đầu học: họ tên, lớp và trường.'
            : 'Bổ sung họ tên, lớp và trường để Uniclass gợi ý lớp học phù hợp.'
        }
      >
        Cập nhật thông tin
      </PageTitle>
      <Card aria-label="Thông tin hồ sơ">
        {user && current ? (
          <ProfileEditor
            input={{ mode: 'updateInfo', user, profile: current }}
            submitLabel="Lưu và tiếp tục"
            lockedGradeHint="Hồ sơ đã có lớp; đổi lớp bằng yêu cầu ở trang Thông tin tài khoản."
          />
        ) : (
          <Alert>Không tìm thấy hồ sơ mặc định. Vui lòng đăng nhập lại.</Alert>
        )}
      </Card>
    </>
  );
}
