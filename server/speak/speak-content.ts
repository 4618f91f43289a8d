import type { SpeakPromptKind } from './speak.tables';

/*
 * Demo speaking topics (issue 14, ADR 0008): per grade, one topic for each of the first three units
 * of the learning plan. Every English word here must be in the recogniser's US English dictionary
 * (tests/server/speak check it), written in lower case without punctuation.
 */

export interface SpeakPromptContent {
  kind: SpeakPromptKind;
  instruction: string;
  modelText: string;
  /** 'repeat': the model sentence; 'answer': the sentences accepted; 'free_talk': sentences on the topic. */
  acceptedPatterns: string[];
  maxSeconds: number;
}

export interface SpeakTopicContent {
  unitTitle: string;
  title: string;
  prompts: SpeakPromptContent[];
}

const repeat = (modelText: string): SpeakPromptContent => ({
  kind: 'repeat',
  instruction: 'Nghe câu mẫu rồi đọc lại thật rõ',
  modelText,
  acceptedPatterns: [modelText],
  maxSeconds: 8,
});

const answer = (question: string, accepted: string[]): SpeakPromptContent => ({
  kind: 'answer',
  instruction: 'Trả lời câu hỏi bằng một câu tiếng Anh',
  modelText: question,
  acceptedPatterns: accepted,
  maxSeconds: 10,
});

const freeTalk = (theme: string, sentences: string[]): SpeakPromptContent => ({
  kind: 'free_talk',
  instruction: 'Nói tự do trong 30 giây, càng nhiều câu càng tốt',
  modelText: theme,
  acceptedPatterns: sentences,
  maxSeconds: 30,
});

const family: SpeakTopicContent = {
  unitTitle: 'My family',
  title: 'Talk about your family',
  prompts: [
    repeat('my family has four people'),
    repeat('this is my mother'),
    answer('how many people are there in your family', [
      'there are three people in my family',
      'there are four people in my family',
      'there are five people in my family',
      'my family has four people',
    ]),
    freeTalk('talk about your family', [
      'this is my mother',
      'this is my father',
      'i have a brother',
      'i have a sister',
      'my brother is tall',
      'i love my family',
    ]),
  ],
};

const school: SpeakTopicContent = {
  unitTitle: 'At school',
  title: 'Describe your school',
  prompts: [
    repeat('i have a ruler'),
    repeat('this is my pencil'),
    answer('what is this', ['it is a pencil', 'it is a book', 'it is a ruler', 'this is my pencil']),
    freeTalk('describe your school', [
      'my school is big',
      'my teacher is nice',
      'i have a new school bag',
      'i like english',
      'i have a ruler',
      'this is my classroom',
    ]),
  ],
};

const animals: SpeakTopicContent = {
  unitTitle: 'Animals',
  title: 'Talk about animals',
  prompts: [
    repeat('the elephant is big'),
    repeat('the monkey can climb'),
    answer('what animal do you like', ['i like rabbits', 'i like monkeys', 'i like cats', 'i like dogs']),
    freeTalk('talk about your favorite animal', [
      'i like cats',
      'the tiger is strong',
      'the bird can fly',
      'the rabbit is small',
      'the elephant is big',
      'a fish can swim',
    ]),
  ],
};

export const SPEAK_CONTENT: { grade: number; topics: SpeakTopicContent[] }[] = [2, 3, 5].map((grade) => ({
  grade,
  topics:
    grade === 5
      ? [
          {
            ...family,
            prompts: [repeat('my father goes to work by bus'), ...family.prompts.slice(1)],
          },
          {
            ...school,
            prompts: [repeat('our teacher is very kind'), ...school.prompts.slice(1)],
          },
          {
            ...animals,
            prompts: [repeat('monkeys can climb trees very well'), ...animals.prompts.slice(1)],
          },
        ]
      : [family, school, animals],
}));

/**
 * Sentences the recogniser may choose instead of the expected one, so that a different sentence is
 * heard as different rather than forced onto the target (ADR 0008).
 */
export const SPEAK_DISTRACTORS = [
  'i like apples',
  'i am fine thank you',
  'good morning teacher',
  'my name is nam',
  'it is a cat',
  'i can swim',
  'the sun is hot',
  'i go to school',
  'what is your name',
  'see you later',
];
