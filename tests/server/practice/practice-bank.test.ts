import { describe, expect, it } from 'vitest';
import { readPracticeGrades } from '../../../server/curriculum/content-files';
import { listeningAudioFile } from '../../../server/curriculum/listening-audio';
import { checkAnswer } from '../../../server/practice/practice-answer-check';
import {
  buildPracticeBank,
  KIND_INSTRUCTIONS,
  scrambleWords,
  wordChips,
} from '../../../server/practice/practice-bank';
import { isCorrectAnswer, normaliseAnswer } from '../../../server/practice/practice-items';

describe('practice bank built from the curriculum files', () => {
  const grades = readPracticeGrades().map((file) => file.data);
  const bank = buildPracticeBank(grades);
  const items = bank.flatMap((unit) => unit.items);

  it('keeps every unit of every grade file, in file order, with its items keyed by their content id', () => {
    expect(bank.length).toBe(grades.reduce((n, g) => n + g.units.length, 0));
    for (const grade of grades)
      expect(bank.filter((u) => u.grade === grade.grade).map((u) => u.slug)).toEqual(
        grade.units.map((u) => u.slug),
      );
    const keys = items.map((i) => i.itemKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => /^g[1-9]-u\d{2}-\d{3}$/.test(key))).toBe(true);
  });

  it('what the pupil sees never holds the answer of a listening, reading or writing item', () => {
    for (const item of items) {
      const shown = JSON.stringify(item.content);
      if (item.kind === 'listening_choice') {
        expect(item.audioFile).toMatch(/^[a-f0-9]{16}\.ogg$/);
        expect(item.content.hasAudio).toBe(true);
        expect(Object.keys(item.content).sort()).toEqual(['choices', 'hasAudio', 'question']);
      } else expect(item.audioFile).toBeNull();
      if (item.kind === 'reading_tf') expect(shown).not.toMatch(/"answer"|true|false/);
      if (item.kind === 'short_writing') expect(item.content).toEqual({});
      expect(shown).not.toContain('explanation');
    }
  });

  it('a right answer is right and every written sample matches its own patterns', () => {
    for (const item of items) {
      const checked = checkAnswer(item, item.answer);
      expect(checked, item.itemKey).toMatchObject({ correct: true, explanation: null, example: null });
    }
  });

  it('every wrong choice is explained by its own entry, and a word-order answer is never shown in order', () => {
    for (const item of items) {
      if (item.checking.wrong)
        for (const [choice, entry] of Object.entries(item.checking.wrong))
          expect(checkAnswer(item, choice), item.itemKey).toEqual({
            correct: false,
            shownAnswer: item.answer,
            explanation: entry.explanation,
            example: entry.example,
          });
      if (item.kind === 'word_order') {
        const words = item.content.words ?? [];
        expect([...words].sort()).toEqual([...wordChips(item.answer)].sort());
        expect(checkAnswer(item, words.join(' ')).correct, item.itemKey).toBe(false);
      }
    }
  });
});

describe('checking one answer', () => {
  const choice = {
    kind: 'gap_fill' as const,
    answer: 'are',
    explanation: 'Đáp án đúng là “are”.',
    checking: {
      wrong: {
        is: {
          explanation: '“is” đi với một người; “my parents” là hai người.',
          example: 'My mother is kind.',
        },
        am: { explanation: '“am” chỉ đi với “I”.', example: 'I am ten.' },
      },
    },
  };

  it('a wrong choice gets its own explanation and example, whatever its case or punctuation', () => {
    expect(checkAnswer(choice, ' IS. ')).toEqual({
      correct: false,
      shownAnswer: 'are',
      explanation: '“is” đi với một người; “my parents” là hai người.',
      example: 'My mother is kind.',
    });
    expect(checkAnswer(choice, 'am').explanation).toBe('“am” chỉ đi với “I”.');
    // Not one of the choices (a hand-made request): the item's own words, no example.
    expect(checkAnswer(choice, 'be')).toMatchObject({
      correct: false,
      explanation: choice.explanation,
      example: null,
    });
    expect(checkAnswer(choice, 'Are').correct).toBe(true);
  });

  it('word order: the order of the words counts, not case or the final full stop', () => {
    const item = {
      kind: 'word_order' as const,
      answer: 'Yes, I like it.',
      explanation: 'Câu trả lời ngắn: Yes, + chủ ngữ + động từ.',
      checking: { example: 'No, I do not.' },
    };
    expect(checkAnswer(item, 'yes, I like it').correct).toBe(true);
    expect(checkAnswer(item, 'I like it Yes,')).toMatchObject({
      correct: false,
      explanation: item.explanation,
      example: 'No, I do not.',
    });
  });

  it('reading: true or false, shown as Đúng or Sai', () => {
    const item = {
      kind: 'reading_tf' as const,
      answer: 'false',
      explanation: 'Đoạn văn nói Nam đi học bằng xe đạp.',
      checking: { example: 'I go to school by bike.' },
    };
    expect(checkAnswer(item, 'false').correct).toBe(true);
    expect(checkAnswer(item, 'true')).toMatchObject({ correct: false, shownAnswer: 'Sai' });
  });

  it('writing: any sentence matching a pattern is right; a broken one is explained', () => {
    const item = {
      kind: 'short_writing' as const,
      answer: 'I like rice.',
      explanation: 'Câu cần có “I like” và tên món ăn.',
      checking: { accept: ['i (like|love) [to eat] *'], example: 'I love noodles.' },
    };
    expect(checkAnswer(item, 'I love to eat phở!').correct).toBe(true);
    expect(checkAnswer(item, 'I likes rice')).toMatchObject({
      correct: false,
      shownAnswer: 'I like rice.',
      example: 'I love noodles.',
    });
  });

  it('case, spaces and final punctuation never make a chosen answer wrong', () => {
    expect(normaliseAnswer('  My   Family  has four PEOPLE . ')).toBe('my family has four people');
    expect(isCorrectAnswer('mothers', 'mother')).toBe(false);
  });
});

describe('word chips', () => {
  it('drop the final punctuation and never come out in the answer’s order', () => {
    expect(wordChips('I have breakfast at half past six.')).toEqual([
      'I',
      'have',
      'breakfast',
      'at',
      'half',
      'past',
      'six',
    ]);
    for (let n = 0; n < 200; n += 1) {
      const words = ['the', 'cat', 'and', 'the', 'dog'];
      const scrambled = scrambleWords(words, `g1-u01-${n}`);
      expect(scrambled.join(' ')).not.toBe(words.join(' '));
      expect([...scrambled].sort()).toEqual([...words].sort());
    }
    expect(scrambleWords(['a', 'b', 'c', 'd'], 'x')).toEqual(scrambleWords(['a', 'b', 'c', 'd'], 'x'));
  });

  it('listening files are named by a hash of the text, and the kind instructions are Vietnamese', () => {
    expect(listeningAudioFile('I like cats.')).toMatch(/^[a-f0-9]{16}\.ogg$/);
    expect(listeningAudioFile('I like cats.')).not.toBe(listeningAudioFile('I like dogs.'));
    expect(Object.values(KIND_INSTRUCTIONS).every((text) => /[ạ-ỹàáảãâăđèéêìíòóôõơùúư]/.test(text))).toBe(
      true,
    );
  });
});
