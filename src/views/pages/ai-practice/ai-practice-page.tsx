import { practiceSessionBinding } from '../../../machines/practice-session/practice-session.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { Alert } from '../../ui/alert';
import { PageTitle } from '../../ui/page-title';
import { PracticeScreen } from './practice-screen';

/** /ai-practice and /phong-tap-luyen (the focused room: the shell hides the header box there). */
export function Component() {
  const profileId = sessionBinding.useSelect((s) => s.context.profile?.id);
  return (
    <>
      <title>AI Practice — Uniclass</title>
      <PageTitle subtitle="Ôn từ vựng và ngữ pháp của bài vừa học; câu sai có lời giải thích, câu đã học được nhắc ôn đúng lúc.">
        AI Practice
      </PageTitle>
      {profileId ? (
        <practiceSessionBinding.Provider key={profileId} input={{ profileId }}>
          <PracticeScreen />
        </practiceSessionBinding.Provider>
      ) : (
        <Alert tone="info">Em hãy đăng nhập và chọn hồ sơ học để luyện tập nhé.</Alert>
      )}
    </>
  );
}
