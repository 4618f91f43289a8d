import { speakingAttemptBinding } from '../../../machines/speaking-attempt/speaking-attempt.binding';
import { ProfilePracticePage } from '../profile-practice-page';
import { SpeakScreen } from './speak-screen';

/** /ai-topic: speaking practice per topic, scored word by word by our own recogniser. */
export function Component() {
  return (
    <ProfilePracticePage
      title="AI Speak"
      subtitle="Nghe mẫu, nói theo, và xem từng từ em đọc tốt hay chưa. Chỉ lưu điểm, không lưu giọng nói."
      noProfile="Em hãy đăng nhập và chọn hồ sơ học để luyện nói nhé."
      binding={speakingAttemptBinding}
      screen={<SpeakScreen />}
    />
  );
}
