import { css } from '@emotion/react';
import { useState } from 'react';
import type { Profile, User } from '../../../domain/entities';
import { findDefaultProfile } from '../../../domain/profile';
import { accountInfoBinding } from '../../../machines/account-info/account-info.binding';
import { profileEditorBinding } from '../../../machines/profile-editor/profile-editor.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { PageTitle } from '../../ui/page-title';
import { ProfileEditor, ProfileForm } from '../update-info/profile-form';
import { AccountSectionForm, AvatarSection, ClassChangeSection } from './account-sections';

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(360px, 1fr));
  gap: 20px;
  align-items: start;
`;

const headingCss = css`
  font-size: 20px;
  margin: 0 0 16px;
`;

function CreatedNotice({ onClose }: { onClose: () => void }) {
  const created = profileEditorBinding.useSelect((s) => s.context.savedProfile);
  return (
    <>
      <Alert tone="success">
        Đã tạo hồ sơ “{created?.name}”. Chuyển sang hồ sơ mới từ menu hồ sơ ở góc trên.
      </Alert>
      <div>
        <Button onClick={onClose}>Xong</Button>
      </div>
    </>
  );
}

function NewProfileBody({ user, onClose }: { user: User; onClose: () => void }) {
  return (
    <profileEditorBinding.Provider input={{ mode: 'create', user, profile: null }}>
      <NewProfileSteps onClose={onClose} />
    </profileEditorBinding.Provider>
  );
}

function NewProfileSteps({ onClose }: { onClose: () => void }) {
  const done = profileEditorBinding.useSelect((s) => s.status === 'done');
  return done ? <CreatedNotice onClose={onClose} /> : <ProfileForm submitLabel="Tạo hồ sơ" />;
}

function NewProfile({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Tạo hồ sơ mới
      </Button>
      <Dialog open={open} title="Tạo hồ sơ mới" onClose={() => setOpen(false)}>
        {/* A fresh editor each time the dialog opens. */}
        {open && <NewProfileBody user={user} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function AccountPage({ user, profile }: { user: User; profile: Profile }) {
  const grade = profile.gradeLevel ?? profile.gradeId;
  return (
    <accountInfoBinding.Provider input={{ user, profile }}>
      <div css={gridCss}>
        <Card aria-labelledby="account-heading">
          <h2 id="account-heading" css={headingCss}>
            Tài khoản
          </h2>
          <AccountSectionForm phone={user.phone} />
        </Card>
        <Card aria-labelledby="avatar-heading">
          <h2 id="avatar-heading" css={headingCss}>
            Ảnh đại diện
          </h2>
          <AvatarSection profileName={profile.name} />
        </Card>
        <Card aria-labelledby="profile-heading">
          <h2 id="profile-heading" css={headingCss}>
            Hồ sơ: {profile.name}
          </h2>
          <ProfileEditor
            input={{ mode: 'account', user, profile }}
            submitLabel="Lưu thông tin hồ sơ"
            lockedGradeHint="Muốn đổi lớp? Gửi yêu cầu đổi lớp bên dưới."
          />
        </Card>
        <Card aria-labelledby="class-heading">
          <h2 id="class-heading" css={headingCss}>
            Đổi lớp
          </h2>
          <ClassChangeSection gradeLabel={grade ? `Lớp ${grade}` : 'chưa chọn'} />
          <h2 css={[headingCss, { marginTop: 28 }]}>Thêm hồ sơ</h2>
          <p css={{ margin: '0 0 12px' }}>Mỗi con học với một hồ sơ riêng trong cùng tài khoản.</p>
          <NewProfile user={user} />
        </Card>
      </div>
    </accountInfoBinding.Provider>
  );
}

/** /thong-tin-tai-khoan: the account holder, the default profile, its avatar and a change-class request. */
export function Component() {
  const user = sessionBinding.useSelect((s) => s.context.user);
  const stored = sessionBinding.useSelect((s) => s.context.profile);
  // Read once: the page's machines keep their own copy while the session gets the updates.
  const [initial] = useState(() => ({ user, profile: findDefaultProfile(user?.profiles) ?? stored }));
  return (
    <>
      <title>Thông tin tài khoản — Uniclass</title>
      <PageTitle subtitle="Thông tin tài khoản, hồ sơ đang học và ảnh đại diện.">
        Thông tin tài khoản
      </PageTitle>
      {initial.user && initial.profile ? (
        <AccountPage user={initial.user} profile={initial.profile} />
      ) : (
        <Alert>Không tìm thấy hồ sơ. Vui lòng đăng nhập lại.</Alert>
      )}
    </>
  );
}
