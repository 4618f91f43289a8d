import { sessionBinding } from '../../../machines/session/session.binding';
import { speakingAttemptBinding } from '../../../machines/speaking-attempt/speaking-attempt.binding';
import { Alert } from '../../ui/alert';
import { PageTitle } from '../../ui/page-title';
import { SpeakScreen } from './speak-screen';

/** /ai-topic: speaking practice per topic, scored word by word by our own recogniser. */
export function Component() {
  const profileId = sessionBinding.useSelect((s) => s.context.profile?.id);
  return (
    <>
      <title>AI Speak — Uniclass</title>
      <PageTitle subtitle="Nghe mẫu, nói theo, và xem từng từ em đọc tốt hay chưa. Chỉ lưu điểm, không lưu giọng nói.">
        AI Speak
      </PageTitle>
      {profileId ? (
        <speakingAttemptBinding.Provider key={profileId} input={{ profileId }}>
          <SpeakScreen />
        </speakingAttemptBinding.Provider>
      ) : (
        <Alert tone="info">Em hãy đăng nhập và chọn hồ sơ học để luyện nói nhé.</Alert>
      )}
    </>
  );
}
