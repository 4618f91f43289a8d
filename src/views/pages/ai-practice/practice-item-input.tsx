import { css } from '@emotion/react';
import { useState } from 'react';
import type { PracticeItem } from '../../../contracts/practice';
import { Button } from '../../ui/button';
import { formSubmit } from '../../ui/form-submit';
import { colors, radii } from '../../ui/theme';

const choiceGrid = css`
  border: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
`;

const chipCss = css`
  padding: 8px 14px;
  border-radius: ${radii.pill};
  border: 2px solid ${colors.line};
  background: ${colors.surface};
  font-size: 17px;
  cursor: pointer;
`;

const column = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

interface ItemInputProps {
  item: PracticeItem;
  disabled: boolean;
  onAnswer: (answer: string) => void;
}

/** The answer controls of one item; `onAnswer` gets the answer text the server checks. */
export function PracticeItemInput({ item, disabled, onAnswer }: ItemInputProps) {
  switch (item.kind) {
    case 'word_order':
      return <WordOrderInput item={item} disabled={disabled} onAnswer={onAnswer} />;
    case 'short_writing':
      return <WritingInput disabled={disabled} onAnswer={onAnswer} />;
    case 'reading_tf':
      return (
        <Choices
          choices={[
            { label: 'Đúng', answer: 'true' },
            { label: 'Sai', answer: 'false' },
          ]}
          disabled={disabled}
          onAnswer={onAnswer}
        />
      );
    default:
      return (
        <Choices
          choices={(item.choices ?? []).map((choice) => ({ label: choice, answer: choice }))}
          disabled={disabled}
          onAnswer={onAnswer}
        />
      );
  }
}

function Choices({
  choices,
  disabled,
  onAnswer,
}: {
  choices: { label: string; answer: string }[];
  disabled: boolean;
  onAnswer: (answer: string) => void;
}) {
  return (
    <fieldset aria-label="Các lựa chọn" css={choiceGrid}>
      {choices.map(({ label, answer }) => (
        <Button key={answer} variant="secondary" disabled={disabled} onClick={() => onAnswer(answer)}>
          {label}
        </Button>
      ))}
    </fieldset>
  );
}

function WritingInput({ disabled, onAnswer }: Omit<ItemInputProps, 'item'>) {
  const [text, setText] = useState('');
  return (
    <form
      css={column}
      onSubmit={formSubmit(() => {
        if (text.trim()) onAnswer(text);
      })}
    >
      <textarea
        aria-label="Câu trả lời của em"
        value={text}
        maxLength={300}
        rows={2}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        css={css`
          padding: 10px 14px;
          font-size: 17px;
          font-family: inherit;
          border-radius: ${radii.md};
          border: 2px solid ${colors.line};
          resize: vertical;
        `}
      />
      <Button type="submit" disabled={disabled || !text.trim()}>
        Kiểm tra
      </Button>
    </form>
  );
}

function WordOrderInput({ item, disabled, onAnswer }: ItemInputProps) {
  const words = item.words ?? [];
  const [picked, setPicked] = useState<number[]>([]);
  return (
    <div css={column}>
      <p aria-live="polite" css={css`min-height: 28px; font-size: 19px; font-weight: 700;`}>
        {picked.map((i) => words[i]).join(' ') || '…'}
      </p>
      <div css={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
        {words.map((word, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the same word may appear twice in a sentence.
            key={`${word}-${i}`}
            type="button"
            css={chipCss}
            disabled={disabled || picked.includes(i)}
            onClick={() => setPicked([...picked, i])}
          >
            {word}
          </button>
        ))}
      </div>
      <div css={css`display: flex; gap: 10px;`}>
        <Button variant="ghost" disabled={disabled || picked.length === 0} onClick={() => setPicked([])}>
          Làm lại
        </Button>
        <Button
          disabled={disabled || picked.length !== words.length}
          onClick={() => onAnswer(picked.map((i) => words[i]).join(' '))}
        >
          Kiểm tra
        </Button>
      </div>
    </div>
  );
}

/** The item's instruction and what it shows: picture, sentence with a gap, passage, question, audio. */
export function PracticeItemPrompt({ item, onListen }: { item: PracticeItem; onListen: () => void }) {
  return (
    <div css={column}>
      <h2 css={css`font-size: 20px; font-weight: 800;`}>{item.prompt}</h2>
      {item.picture && (
        <div role="img" aria-label="Bức tranh" css={css`font-size: 72px; text-align: center;`}>
          {item.picture}
        </div>
      )}
      {item.hasAudio && (
        <Button variant="accent" onClick={onListen}>
          🔊 Nghe
        </Button>
      )}
      {item.question && <p css={css`font-size: 19px; font-weight: 700;`}>{item.question}</p>}
      {item.passage && (
        <blockquote
          aria-label="Đoạn văn"
          css={css`
            margin: 0;
            padding: 12px 16px;
            border-radius: ${radii.md};
            background: ${colors.canvas};
            font-size: 18px;
            line-height: 1.55;
          `}
        >
          {item.passage}
        </blockquote>
      )}
      {item.statement && (
        <p css={css`font-size: 19px; font-weight: 700;`}>
          <span css={css`color: ${colors.muted}; font-weight: 600;`}>Câu nhận định: </span>
          {item.statement}
        </p>
      )}
      {item.text && <p css={css`font-size: 19px;`}>{item.text}</p>}
    </div>
  );
}
