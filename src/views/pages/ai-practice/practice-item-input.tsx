import { css } from '@emotion/react';
import { useState } from 'react';
import type { PracticeItem } from '../../../contracts/practice';
import { Button } from '../../ui/button';
import { formSubmit } from '../../ui/form-submit';
import { colors, radii } from '../../ui/theme';
import { speakAloud } from './speak-aloud';

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

interface ItemInputProps {
  item: PracticeItem;
  disabled: boolean;
  onAnswer: (answer: string) => void;
}

/** The answer controls of one item; `onAnswer` gets the answer text the server checks. */
export function PracticeItemInput({ item, disabled, onAnswer }: ItemInputProps) {
  if (item.kind === 'fill_gap') return <GapInput disabled={disabled} onAnswer={onAnswer} />;
  if (item.kind === 'word_order')
    return <WordOrderInput item={item} disabled={disabled} onAnswer={onAnswer} />;
  if (item.kind === 'matching') return <MatchingInput item={item} disabled={disabled} onAnswer={onAnswer} />;
  return (
    <fieldset aria-label="Các lựa chọn" css={choiceGrid}>
      {(item.choices ?? []).map((choice) => (
        <Button key={choice} variant="secondary" disabled={disabled} onClick={() => onAnswer(choice)}>
          {choice}
        </Button>
      ))}
    </fieldset>
  );
}

function GapInput({ disabled, onAnswer }: Omit<ItemInputProps, 'item'>) {
  const [text, setText] = useState('');
  return (
    <form
      css={css`display: flex; gap: 10px;`}
      onSubmit={formSubmit(() => {
        if (text.trim()) onAnswer(text);
      })}
    >
      <input
        aria-label="Từ còn thiếu"
        value={text}
        maxLength={100}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        css={css`
          flex: 1;
          padding: 10px 14px;
          font-size: 17px;
          border-radius: ${radii.md};
          border: 2px solid ${colors.line};
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
    <div css={css`display: flex; flex-direction: column; gap: 12px;`}>
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

function MatchingInput({ item, disabled, onAnswer }: ItemInputProps) {
  const left = item.left ?? [];
  const right = item.right ?? [];
  const [pairs, setPairs] = useState<Record<string, string>>({});
  const complete = left.every((word) => pairs[word]);
  return (
    <div css={css`display: flex; flex-direction: column; gap: 10px;`}>
      {left.map((word) => (
        <label key={word} css={css`display: flex; gap: 12px; align-items: center; font-size: 17px;`}>
          <span css={css`min-width: 120px; font-weight: 700;`}>{word}</span>
          <select
            aria-label={`Nghĩa của ${word}`}
            value={pairs[word] ?? ''}
            disabled={disabled}
            onChange={(event) => setPairs({ ...pairs, [word]: event.target.value })}
            css={css`padding: 8px; font-size: 16px; border-radius: ${radii.sm};`}
          >
            <option value="">— chọn nghĩa —</option>
            {right.map((meaning) => (
              <option key={meaning} value={meaning}>
                {meaning}
              </option>
            ))}
          </select>
        </label>
      ))}
      <Button
        disabled={disabled || !complete}
        onClick={() => onAnswer(left.map((w) => `${w}=${pairs[w]}`).join('|'))}
      >
        Kiểm tra
      </Button>
    </div>
  );
}

/** The item's prompt, text, picture and (listening) the button that reads it aloud. */
export function PracticeItemPrompt({ item }: { item: PracticeItem }) {
  return (
    <div css={css`display: flex; flex-direction: column; gap: 10px;`}>
      <h2 css={css`font-size: 20px; font-weight: 800;`}>{item.prompt}</h2>
      {item.picture && (
        <div role="img" aria-label="Bức tranh" css={css`font-size: 72px; text-align: center;`}>
          {item.picture}
        </div>
      )}
      {item.kind === 'listening' && item.audioText && (
        <Button variant="accent" onClick={() => speakAloud(item.audioText!)}>
          🔊 Nghe
        </Button>
      )}
      {item.text && <p css={css`font-size: 19px;`}>{item.text}</p>}
    </div>
  );
}
