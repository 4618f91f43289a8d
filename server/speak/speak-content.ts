import {
  CONTENT_ROOT,
  readSpeakBands,
  type SpeakBandFile,
  type SpeakPrompt,
} from '../curriculum/content-files';
import type { SpeakPromptKind } from './speak.tables';

/*
 * The speaking topics of grades 1–9 (issue 33, ADR 0014), from the band files of the curriculum
 * (content/speak/v1/band-*.json): every grade of a band gets the band's topics. A read-aloud prompt
 * becomes a `repeat` prompt (its sentence is the model and the one accepted sentence); a free-talk
 * prompt a `free_talk` one (the question is the model, the sample answers are accepted, the key words
 * are the words a good answer uses). Every English word is in the recogniser's dictionary
 * (`npm run content:check`).
 */

export interface SpeakPromptContent {
  kind: SpeakPromptKind;
  /** Vietnamese: what to do (a free-talk prompt's own question in Vietnamese). */
  instruction: string;
  modelText: string;
  /** 'repeat': the model sentence; 'free_talk': sample answers. */
  acceptedPatterns: string[];
  /** 'free_talk': the words a good answer uses; empty otherwise. */
  keywords: string[];
  maxSeconds: number;
}

export interface SpeakTopicContent {
  slug: string;
  /** The unit the topic belongs to: its English title (topics no longer follow the class plan). */
  unitTitle: string;
  title: string;
  titleVi: string;
  theme: string;
  prompts: SpeakPromptContent[];
}

export const READ_ALOUD_INSTRUCTION = 'Nghe câu mẫu rồi đọc lại thật rõ';
/** Free talk may last this long (the recorder's cap is 60 s). */
export const FREE_TALK_SECONDS = 30;

/** Time to read a sentence aloud: a child's pace with room to start and stop. */
export function readingSeconds(sentence: string): number {
  const words = sentence.split(' ').length;
  return Math.min(15, 5 + Math.ceil(words * 0.6));
}

function promptOf(prompt: SpeakPrompt): SpeakPromptContent {
  if (prompt.kind === 'read_aloud')
    return {
      kind: 'repeat',
      instruction: READ_ALOUD_INSTRUCTION,
      modelText: prompt.text,
      acceptedPatterns: [prompt.text],
      keywords: [],
      maxSeconds: readingSeconds(prompt.text),
    };
  return {
    kind: 'free_talk',
    instruction: prompt.questionVi,
    modelText: prompt.question,
    acceptedPatterns: prompt.sampleAnswers,
    keywords: prompt.keywords,
    maxSeconds: FREE_TALK_SECONDS,
  };
}

/** Per grade (in grade order), the topics of its band. */
export function speakContentOf(bands: SpeakBandFile[]): { grade: number; topics: SpeakTopicContent[] }[] {
  return bands
    .flatMap((band) =>
      band.grades.map((grade) => ({
        grade,
        topics: band.topics.map((topic) => ({
          slug: topic.slug,
          unitTitle: topic.title,
          title: topic.title,
          titleVi: topic.titleVi,
          theme: topic.theme,
          prompts: topic.prompts.map(promptOf),
        })),
      })),
    )
    .sort((a, b) => a.grade - b.grade);
}

let loaded: ReturnType<typeof speakContentOf> | null = null;

/** The topics of every grade from the repository's band files (read once per process). */
export function speakContent(root = CONTENT_ROOT): ReturnType<typeof speakContentOf> {
  if (root !== CONTENT_ROOT) return speakContentOf(readSpeakBands(root).map((file) => file.data));
  loaded ??= speakContentOf(readSpeakBands(root).map((file) => file.data));
  return loaded;
}
