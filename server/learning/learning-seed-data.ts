import type { TeacherGender, TeacherKind } from './learning.tables';

/* Demo catalogue of the learning plan: what a fresh database teaches (ADR 0005). */

export const DEMO_TEACHERS: { key: string; name: string; gender: TeacherGender; type: TeacherKind }[] = [
  { key: 'trang', name: 'Nguyễn Thu Trang', gender: 'FEMALE', type: 'MAIN_TEACHER' },
  { key: 'long', name: 'Phạm Đức Long', gender: 'MALE', type: 'MAIN_TEACHER' },
  { key: 'bao', name: 'Trần Quốc Bảo', gender: 'MALE', type: 'SUB_TEACHER' },
  { key: 'chau', name: 'Lê Minh Châu', gender: 'FEMALE', type: 'EXAM_TEACHER' },
];

export interface DemoSlot {
  level: number;
  weekday: number;
  startTime: string;
  capacity: number;
  teacher: string;
}

export interface DemoCourse {
  code: string;
  title: string;
  description: string;
  licenceCode: string;
  grade: number | null;
  isTutor: boolean;
  levels: string[];
  slots: DemoSlot[];
}

const gradeSlots: DemoSlot[] = [
  { level: 1, weekday: 2, startTime: '19:30', capacity: 12, teacher: 'trang' },
  { level: 1, weekday: 4, startTime: '19:30', capacity: 12, teacher: 'trang' },
  { level: 1, weekday: 3, startTime: '20:00', capacity: 12, teacher: 'long' },
  { level: 1, weekday: 6, startTime: '18:00', capacity: 12, teacher: 'long' },
  { level: 1, weekday: 7, startTime: '09:00', capacity: 12, teacher: 'trang' },
  { level: 2, weekday: 5, startTime: '19:00', capacity: 10, teacher: 'long' },
  { level: 2, weekday: 7, startTime: '15:00', capacity: 10, teacher: 'trang' },
];

export const DEMO_COURSES: DemoCourse[] = [
  ...[1, 2, 3, 4, 5].map((grade) => ({
    code: `AI-G${grade}`,
    title: `Tiếng Anh AI Lớp ${grade}`,
    description: `Lớp học trực tuyến cùng giáo viên và trợ lý AI theo chương trình lớp ${grade}.`,
    licenceCode: `EN-AI-G${grade}`,
    grade,
    isTutor: false,
    levels: ['Cơ bản', 'Nâng cao'],
    slots: gradeSlots,
  })),
  {
    code: 'CAMBRIDGE-STARTERS',
    title: 'Luyện thi Cambridge Starters',
    description: 'Ôn luyện bốn kỹ năng cho kỳ thi Cambridge Starters.',
    licenceCode: 'EN-CAM-STARTERS',
    grade: null,
    isTutor: false,
    levels: ['Starters'],
    slots: [
      { level: 1, weekday: 6, startTime: '09:00', capacity: 10, teacher: 'chau' },
      { level: 1, weekday: 7, startTime: '10:30', capacity: 10, teacher: 'chau' },
    ],
  },
  {
    code: 'TUTOR-1-1',
    title: 'Gia sư 1 kèm 1',
    description: 'Học riêng với giáo viên theo lộ trình cá nhân.',
    licenceCode: 'EN-TUTOR',
    grade: null,
    isTutor: true,
    levels: ['Cá nhân'],
    slots: [{ level: 1, weekday: 3, startTime: '17:00', capacity: 1, teacher: 'long' }],
  },
];

/** A lesson's vocabulary, written as English word → Vietnamese meaning. */
const words = (meanings: Record<string, string>) =>
  Object.entries(meanings).map(([word, meaning]) => ({ word, meaning }));

export const DEMO_LESSONS: {
  title: string;
  objectives: string[];
  vocabulary: { word: string; meaning: string }[];
}[] = [
  {
    title: 'My family',
    objectives: ['Giới thiệu các thành viên trong gia đình', 'Dùng câu "This is my …"'],
    vocabulary: words({ mother: 'mẹ', father: 'bố', sister: 'chị/em gái', brother: 'anh/em trai' }),
  },
  {
    title: 'At school',
    objectives: ['Gọi tên đồ dùng học tập', 'Hỏi và trả lời "What is this?"'],
    vocabulary: words({ pencil: 'bút chì', ruler: 'thước kẻ', schoolbag: 'cặp sách', eraser: 'cục tẩy' }),
  },
  {
    title: 'Animals',
    objectives: ['Gọi tên con vật quen thuộc', 'Miêu tả con vật với "It is big/small"'],
    vocabulary: words({ elephant: 'con voi', monkey: 'con khỉ', rabbit: 'con thỏ', tiger: 'con hổ' }),
  },
  {
    title: 'Food and drinks',
    objectives: ['Nói món mình thích', 'Dùng câu "I like … / I don\'t like …"'],
    vocabulary: words({ rice: 'cơm', noodles: 'mì, phở', milk: 'sữa', 'orange juice': 'nước cam' }),
  },
];

/**
 * Unused activation codes of a fresh demo database (printed in the README). Only their hashes are
 * stored. `expired` and `used` exist to show those messages.
 */
export const DEMO_ACTIVATION_CODES: {
  code: string;
  licenceCode: string;
  days: number;
  isTrial: boolean;
  state: 'unused' | 'expired' | 'used';
}[] = [
  { code: 'UC-G3-7KQ2-M8VD', licenceCode: 'EN-AI-G3', days: 365, isTrial: false, state: 'unused' },
  { code: 'UC-G2-4HXP-9RTB', licenceCode: 'EN-AI-G2', days: 365, isTrial: false, state: 'unused' },
  { code: 'UC-G5-2WJN-6FZC', licenceCode: 'EN-AI-G5', days: 180, isTrial: false, state: 'unused' },
  { code: 'UC-CAM-8BYL-3KDS', licenceCode: 'EN-CAM-STARTERS', days: 365, isTrial: false, state: 'unused' },
  { code: 'UC-TUTOR-5NQE-TRY7', licenceCode: 'EN-TUTOR', days: 7, isTrial: true, state: 'unused' },
  // Reserved for tests/e2e/learning.spec.ts, so the codes above stay unused for people trying the demo.
  {
    code: 'UC-E2E-CAM-5T7R-W2PX',
    licenceCode: 'EN-CAM-STARTERS',
    days: 365,
    isTrial: false,
    state: 'unused',
  },
  // Reserved for tests/e2e/activation.spec.ts: G5 codes typed for grade-3 and grade-1 profiles (issue 16).
  { code: 'UC-E2E-G5-8MXT-4QRV', licenceCode: 'EN-AI-G5', days: 30, isTrial: false, state: 'unused' },
  { code: 'UC-E2E-G5-3HJP-7WNA', licenceCode: 'EN-AI-G5', days: 30, isTrial: false, state: 'unused' },
  { code: 'UC-OLD-1A2B-3C4D', licenceCode: 'EN-AI-G3', days: 365, isTrial: false, state: 'expired' },
  { code: 'UC-USED-9Z8Y-7X6W', licenceCode: 'EN-AI-G3', days: 365, isTrial: false, state: 'used' },
];

/** The extra demo account of the schedule e2e (ADR 0005): like 0901000003, but tests may change it. */
export const SCHEDULE_E2E_ACCOUNT = {
  phone: '0901000006',
  name: 'Đỗ Minh Tuấn',
  profileName: 'Đỗ Khánh An',
  grade: 2,
  className: '2B',
} as const;
