import { css } from '@emotion/react';
import { ROUTES } from '../../../domain/constants';
import { imageUrl } from '../../../domain/image';
import { shownName } from '../../../domain/profile';
import { profileSwitchBinding } from '../../../machines/profile-switch/profile-switch.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Avatar } from '../../ui/avatar';
import { Button, linkButtonCss } from '../../ui/button';
import { tileGridCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { PageTitle } from '../../ui/page-title';
import { colors, radii, shadows } from '../../ui/theme';

const cardCss = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 28px 20px;
  background: ${colors.surface};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  border: 3px solid transparent;
  text-align: center;
`;

/**
 * /chon-ho-so: pick who is learning now. One click on a card chooses it (it becomes the account's
 * default profile) and continues to the class page.
 */
export function Component() {
  const user = sessionBinding.useSelect((snapshot) => snapshot.context.user);
  const current = sessionBinding.useSelect((snapshot) => snapshot.context.profile);
  const target = profileSwitchBinding.useSelect((snapshot) => snapshot.context.targetProfileId);
  const switching = profileSwitchBinding.useSelect((snapshot) => !snapshot.matches('idle'));
  const sendToSwitch = profileSwitchBinding.useSend();
  const profiles = user?.profiles ?? [];

  return (
    <>
      <title>Chọn hồ sơ — Uniclass</title>
      <PageTitle subtitle="Ai sẽ học hôm nay? Hồ sơ bạn chọn trở thành hồ sơ mặc định của tài khoản.">
        Chọn hồ sơ
      </PageTitle>
      <ul css={tileGridCss(220, 20)}>
        {profiles.map((profile) => {
          const isCurrent = profile.id === current?.id;
          const name = shownName(profile.name);
          return (
            <li key={profile.id} css={[cardCss, isCurrent && { borderColor: colors.primary }]}>
              <Avatar name={name} src={profile.avatar ? imageUrl(profile.avatar) : null} size={84} />
              <div>
                <h2
                  css={css`
                    font-size: 20px;
                  `}
                >
                  {profile.name}
                </h2>
                <p css={{ margin: '4px 0 0', color: colors.inkSoft }}>
                  {(profile.gradeLevel ?? profile.gradeId)
                    ? `Lớp ${profile.gradeLevel ?? profile.gradeId}`
                    : 'Chưa chọn lớp'}
                  {profile.className ? ` · ${profile.className}` : ''}
                </p>
              </div>
              {isCurrent && <p css={{ margin: 0, color: colors.mint, fontWeight: 700 }}>Hồ sơ mặc định</p>}
              {isCurrent ? (
                <Link to={ROUTES.home} css={linkButtonCss('primary')}>
                  Học với hồ sơ này
                </Link>
              ) : (
                // One click: the switch makes it the default profile, then opens the class page.
                <Button
                  variant="secondary"
                  busy={switching && target === profile.id}
                  disabled={switching}
                  onClick={() =>
                    sendToSwitch({
                      type: 'profile.switchRequested',
                      profileId: profile.id,
                      continueTo: ROUTES.home,
                    })
                  }
                >
                  Học với hồ sơ này
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
