import { practiceSessionBinding } from '../../../machines/practice-session/practice-session.binding';
import { ProfilePracticePage } from '../profile-practice-page';
import { PracticeScreen } from './practice-screen';

/** /ai-practice and /phong-tap-luyen (the focused room: the shell hides the header box there). */
export function Component() {
  return (
    <ProfilePracticePage
      title="AI Practice"
      subtitle="Ôn từ vựng và ngữ pháp của bài vừa học; câu sai có lời giải thích, câu đã học được nhắc ôn đúng lúc."
      noProfile="Em hãy đăng nhập và chọn hồ sơ học để luyện tập nhé."
      binding={practiceSessionBinding}
      screen={<PracticeScreen />}
    />
  );
}
