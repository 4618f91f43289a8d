import { css } from '@emotion/react';
import type { ScoredWord } from '../../../contracts/speak';
import { weakestSounds } from '../../../domain/speaking';
import { speakingAttemptBinding } from '../../../machines/speaking-attempt/speaking-attempt.binding';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { bareListCss } from '../../ui/layout';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import { colors, radii } from '../../ui/theme';
import { speakAloud } from '../ai-practice/speak-aloud';

const { useSelect, useSend } = speakingAttemptBinding;

const column = css`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const WORD_COLOURS: Record<ScoredWord['status'], { bg: string; fg: string; label: string }> = {
  good: { bg: colors.mintSoft, fg: '#0f7a5a', label: 'đọc tốt' },
  unclear: { bg: colors.sunSoft, fg: '#8a5a00', label: 'chưa rõ' },
  missed: { bg: colors.berrySoft, fg: '#b42328', label: 'chưa đúng' },
};

const wordLabel = (word: ScoredWord) =>
  word.heardAs
    ? `${word.word}: ${WORD_COLOURS[word.status].label}, cô nghe thành "${word.heardAs}". Bấm để so sánh`
    : `${word.word}: ${WORD_COLOURS[word.status].label}. Bấm để so sánh`;

/** Coloured words (a red one shows what was heard instead); tapping one opens the comparison. */
function ScoredWords({ words }: { words: ScoredWord[] }) {
  const send = useSend();
  const selected = useSelect((s) => s.context.selectedWord);
  return (
    <ul aria-label="Kết quả từng từ" css={[bareListCss, css`display: flex; flex-wrap: wrap; gap: 8px;`]}>
      {words.map((word, i) => {
        const colour = WORD_COLOURS[word.status];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: words repeat inside a sentence.
          <li key={`${word.word}-${i}`}>
            <button
              type="button"
              aria-label={wordLabel(word)}
              aria-pressed={selected === i}
              data-status={word.status}
              onClick={() => send({ type: 'word.selected', index: i })}
              css={css`padding: 6px 12px; border-radius: ${radii.pill}; border: ${selected === i ? `2px solid ${colour.fg}` : 'none'}; font-size: 19px; font-weight: 700; background: ${colour.bg}; color: ${colour.fg}; cursor: pointer;`}
            >
              {word.word}
              {word.heardAs && (
                <span data-testid="heard-as" css={css`display: block; font-size: 13px; font-weight: 600;`}>
                  nghe thành: {word.heardAs}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The selected word: the model and the pupil's own take, side by side. */
function WordComparison() {
  const send = useSend();
  const word = useSelect((s) =>
    s.context.selectedWord === null ? null : (s.context.result?.words[s.context.selectedWord] ?? null),
  );
  const playing = useSelect((s) => s.context.playing);
  if (!word) return null;
  return (
    <section
      aria-label={`So sánh từ ${word.word}`}
      css={css`display: flex; gap: 10px; flex-wrap: wrap; align-items: center;`}
    >
      <strong css={css`font-size: 18px;`}>{word.word}</strong>
      <span css={css`color: ${colors.muted};`}>/{word.phones.map((p) => p.ipa).join('')}/</span>
      <Button variant="ghost" onClick={() => send({ type: 'wordModel.requested' })}>
        🔊 Mẫu
      </Button>
      {word.startMs !== null && (
        <Button variant="ghost" onClick={() => send({ type: 'wordTake.requested' })}>
          {playing === 'take' ? '🎧 Đang phát…' : '🎙 Giọng em'}
        </Button>
      )}
    </section>
  );
}

/** The weakest sounds of the attempt, each with a Vietnamese tip. */
function WeakSounds({ words }: { words: ScoredWord[] }) {
  const sounds = weakestSounds(words);
  if (sounds.length === 0) return null;
  return (
    <section aria-label="Âm cần luyện thêm" css={column}>
      <h3 css={css`font-weight: 800;`}>Âm cần luyện thêm</h3>
      <ul css={[bareListCss, column]}>
        {sounds.map((s) => (
          <li key={s.phone}>
            <strong>
              /{s.ipa}/ trong "{s.word}"
            </strong>{' '}
            <span css={css`color: ${colors.muted};`}>({s.score}/100)</span>
            <p>{s.tip}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LevelMeter() {
  const level = useSelect((s) => s.context.level);
  const elapsedMs = useSelect((s) => s.context.elapsedMs);
  const maxSeconds = useSelect((s) => s.context.prompt.maxSeconds);
  return (
    <div css={column}>
      <meter
        aria-label="Mức âm lượng micro"
        min={0}
        max={100}
        value={Math.round(level * 100)}
        css={css`width: 100%; height: 18px;`}
      />
      <p aria-live="off">
        Đang ghi âm… {Math.floor(elapsedMs / 1000)} / {maxSeconds} giây
      </p>
    </div>
  );
}

function TopicPicker() {
  const send = useSend();
  const topics = useSelect((s) => s.context.topics);
  const current = useSelect((s) => s.context.prompt.id);
  return (
    <nav aria-label="Chủ đề luyện nói" css={column}>
      {topics.map((topic) => (
        <section key={topic.id} aria-label={topic.title}>
          <h3 css={css`font-weight: 800;`}>
            {topic.title}{' '}
            <span css={css`color: ${colors.muted}; font-weight: 500;`}>· {topic.unitTitle}</span>
          </h3>
          <div css={css`display: flex; flex-wrap: wrap; gap: 8px; margin-top: 6px;`}>
            {topic.prompts.map((prompt, i) => (
              <Button
                key={prompt.id}
                variant={prompt.id === current ? 'primary' : 'secondary'}
                aria-pressed={prompt.id === current}
                onClick={() => send({ type: 'prompt.changed', prompt })}
              >
                Câu {i + 1}
                {prompt.bestScore !== null ? ` · ${prompt.bestScore} điểm` : ''}
              </Button>
            ))}
          </div>
        </section>
      ))}
    </nav>
  );
}

function AttemptCard() {
  const send = useSend();
  const state = useSelect((s) => s.value as string);
  const prompt = useSelect((s) => s.context.prompt);
  const result = useSelect((s) => s.context.result);
  const error = useSelect((s) => s.context.error);
  const passMark = useSelect((s) => s.context.passMark);
  const playing = useSelect((s) => s.context.playing);
  const instruction = useSelect(
    (s) => s.context.topics.flatMap((t) => t.prompts).find((p) => p.id === s.context.prompt.id)?.instruction,
  );
  const record = () => send({ type: 'recording.requested' });
  return (
    <Card aria-label="Luyện nói">
      <div css={column}>
        <p css={css`color: ${colors.inkSoft};`}>{instruction}</p>
        <p css={css`font-size: 24px; font-weight: 800;`}>
          {prompt.kind === 'answer' ? `${prompt.modelText}?` : prompt.modelText}
        </p>
        <div css={css`display: flex; gap: 10px; flex-wrap: wrap;`}>
          <Button variant="ghost" onClick={() => speakAloud(prompt.modelText)}>
            🔊 Nghe mẫu
          </Button>
          {(state === 'idle' ||
            state === 'result' ||
            state === 'tooShort' ||
            state === 'silent' ||
            state === 'scoreFailed' ||
            state === 'microphoneDenied') && (
            <Button onClick={record}>{state === 'idle' ? '🎤 Ghi âm' : '🎤 Ghi âm lại'}</Button>
          )}
          {state === 'recording' && (
            <Button variant="accent" onClick={() => send({ type: 'recording.stopped' })}>
              ⏹ Dừng
            </Button>
          )}
        </div>
        {state === 'requestingMicrophone' && <Spinner label="Đang xin quyền dùng micro" />}
        {state === 'recording' && <LevelMeter />}
        {state === 'stopping' && <Spinner label="Đang dừng ghi âm" />}
        {state === 'scoring' && <Spinner label="Đang chấm phát âm" />}
        {(state === 'microphoneDenied' ||
          state === 'tooShort' ||
          state === 'silent' ||
          state === 'scoreFailed') &&
          error && (
            <Alert tone={state === 'microphoneDenied' || state === 'scoreFailed' ? 'error' : 'info'}>
              {error}
            </Alert>
          )}
        {state === 'result' && result && (
          <section aria-label="Kết quả" css={column}>
            <p css={css`font-size: 28px; font-weight: 900;`}>
              <span data-testid="speak-score">{result.score}</span>/100 điểm
            </p>
            <Alert tone={result.passed ? 'success' : 'info'}>
              {result.passed
                ? 'Tuyệt vời! Em đã đạt.'
                : `Cần ${passMark} điểm để đạt. Em nghe mẫu rồi thử lại nhé!`}
            </Alert>
            {result.diamondsEarned > 0 && (
              <Alert tone="success">Em hoàn thành chủ đề và nhận {result.diamondsEarned} kim cương!</Alert>
            )}
            <div>
              <Button
                variant="secondary"
                aria-pressed={playing === 'recording'}
                onClick={() => send({ type: 'replay.requested' })}
              >
                {playing === 'recording' ? '🎧 Đang phát giọng em…' : '▶ Nghe lại giọng em'}
              </Button>
            </div>
            <ScoredWords words={result.words} />
            <p css={css`font-size: 14px; color: ${colors.muted};`}>
              Xanh: đọc tốt · Vàng: chưa rõ · Đỏ: chưa đúng hoặc thiếu. Bấm vào một từ để nghe mẫu và giọng
              em.
            </p>
            <WordComparison />
            {result.insertions.length > 0 && (
              <p>Em nói thêm: {result.insertions.map((w) => `"${w.word}"`).join(', ')}</p>
            )}
            {result.keywords.length > 0 && (
              <p>Từ khóa: {result.keywords.map((k) => `${k.found ? '✓' : '✗'} ${k.word}`).join(' · ')}</p>
            )}
            <WeakSounds words={result.words} />
          </section>
        )}
      </div>
    </Card>
  );
}

/** Every state of the speaking attempt machine, rendered. */
export function SpeakScreen() {
  const send = useSend();
  const state = useSelect((s) => s.value as string);
  const error = useSelect((s) => s.context.error);
  const hasTopics = useSelect((s) => s.context.topics.length > 0);
  if (state === 'loadingTopics') return <Spinner label="Đang tải chủ đề luyện nói" />;
  if (state === 'topicsFailed')
    return <LoadFailed message={error} onRetry={() => send({ type: 'topics.requested' })} />;
  if (!hasTopics) return <Alert tone="info">Chưa có chủ đề luyện nói cho lớp của em.</Alert>;
  return (
    <div
      css={css`display: grid; grid-template-columns: minmax(220px, 1fr) 2fr; gap: 18px; align-items: start;`}
    >
      <TopicPicker />
      <AttemptCard />
    </div>
  );
}
