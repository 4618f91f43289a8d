import type { ComponentType, ReactNode } from 'react';
import { sessionBinding } from '../../machines/session/session.binding';
import { Alert } from '../ui/alert';
import { PageTitle } from '../ui/page-title';

/**
 * A practice page of the chosen profile (AI Practice, AI Speak): its title, then the screen under its
 * machine's actor for that profile (keyed by it, so another profile gets a new actor), or what to do without a profile.
 */
export function ProfilePracticePage({
  title,
  subtitle,
  noProfile,
  binding,
  screen,
}: {
  title: string;
  subtitle: string;
  noProfile: string;
  binding: { Provider: ComponentType<{ input: { profileId: number }; children: ReactNode }> };
  screen: ReactNode;
}) {
  const profileId = sessionBinding.useSelect((s) => s.context.profile?.id);
  return (
    <>
      <title>{`${title} — Uniclass`}</title>
      <PageTitle subtitle={subtitle}>{title}</PageTitle>
      {profileId ? (
        <binding.Provider key={profileId} input={{ profileId }}>
          {screen}
        </binding.Provider>
      ) : (
        <Alert tone="info">{noProfile}</Alert>
      )}
    </>
  );
}
